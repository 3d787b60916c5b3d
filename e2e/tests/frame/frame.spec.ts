import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  hydrated,
  layoutShiftTotal,
  slowCpu,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The public site's frame (navigation bar, language switcher, footer, theme, consent,
// page_view): what a visitor sees and keeps across reloads.

type Link = { name: string; url: string; enabled?: boolean };
type Bss = {
  branding: {
    contact: { phone: string; email: string; googleMaps: string };
    socials: Link[];
    platforms: Link[];
  };
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer);
const consentBar = (page: Page) => page.getByRole('region', { name: 'Cookies' });
/** The tenant's data is in once the logo box holds its image. */
const tenantDataIn = (page: Page) => expect(page.locator('.brand__logo img')).toBeVisible();

test.describe('the public frame', () => {
  test('switching language keeps path, query and hash, and replaces the history entry', async ({
    page,
  }) => {
    await page.goto('/es');
    await page.goto('/es/menus?tab=liquor#pdf');
    await tenantDataIn(page);
    await hydrated(page);
    const length = await page.evaluate(() => history.length);
    await page
      .getByRole('navigation', { name: 'Cambiar idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en\/menus\?tab=liquor#pdf$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await expect(page).toHaveURL(/\/es$/);
  });

  test('the switcher starts expanded, minimises after 7 s, and 3.5 s after a re-expand', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/fr');
    const toggle = page.getByRole('button', { name: /Langue : Français/ });
    const english = page.getByRole('link', { name: 'English' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(english).toBeVisible();
    // The minimise timer starts when the hydrated switcher mounts (it remounts on hydration):
    // wait until React owns the toggle, so the paused clock below counts from that mount.
    await expect
      .poll(() =>
        toggle.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    // From here the page's clock moves only when told (exact boundaries, whatever the load).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.clock.runFor(7000);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(english).toBeHidden();
    await toggle.click();
    await expect(english).toBeVisible();
    await page.clock.runFor(3499);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the theme survives a reload', async ({ page }) => {
    await page.goto('/es');
    const html = page.locator('html');
    // A click that lands before hydration does nothing: click again until the theme changes.
    await expect(async () => {
      if ((await html.getAttribute('data-theme')) !== 'dark')
        await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
      await expect(html).toHaveAttribute('data-theme', 'dark', { timeout: 1_000 });
    }).toPass();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
  });

  test('consent: nothing pushed before Accept; the choice is remembered; page_view per route', async ({
    page,
  }) => {
    await page.goto('/es');
    await expect(consentBar(page)).toBeVisible();
    await hydrated(page);
    const read = consentBar(page).getByRole('button', { name: 'Leer más' });
    await read.click();
    await expect(
      consentBar(page).getByRole('button', { name: 'Ocultar detalles' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(consentBar(page).getByText(/Las cookies necesarias/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Menú' })
      .click();
    await expect(page).toHaveURL(/\/es\/menus$/);
    expect(await dataLayer(page)).toBeUndefined();

    await consentBar(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(consentBar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('Digital'))).toBe('{"Cookies":true}');
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        expect.objectContaining({
          event: 'page_view',
          page_path: '/es/menus',
          page_location: expect.stringMatching(/\/es\/menus$/),
          page_title: expect.any(String),
          language: 'es',
        }),
      ]);

    await page.reload();
    await expect.poll(async () => (await dataLayer(page))?.length).toBe(1);
    await expect(consentBar(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Galería' })
      .click();
    await expect
      .poll(async () => (await dataLayer(page))?.map((e) => e.page_path))
      .toEqual(['/es/menus', '/es/galeria']);
  });

  test('the consent bar paints with the page for a visitor who has not chosen, never for one who has', async ({
    page,
  }) => {
    // No module loads: what shows is the prerendered page and the head's inline scripts.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/es');
    await expect(consentBar(page)).toBeVisible();
    await expect(consentBar(page).getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('Digital', '{"Cookies":false}'));
    await page.reload();
    await expect(page.locator('.consent-bar')).toBeAttached();
    await expect(consentBar(page)).toBeHidden();
  });

  test('with scripts off the bar, which could not be answered, stays hidden', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.web });
    const page = await context.newPage();
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.consent-bar')).toBeAttached();
    await expect(consentBar(page)).toBeHidden();
    await context.close();
  });

  test('Reject is remembered too, and nothing is ever pushed', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await consentBar(page).getByRole('button', { name: 'Reject' }).click();
    await expect(consentBar(page)).toBeHidden();
    await page.reload();
    await tenantDataIn(page);
    await expect(consentBar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('Digital'))).toBe('{"Cookies":false}');
    expect(await dataLayer(page)).toBeUndefined();
  });

  test('the hamburger opens and closes with the keyboard on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    const toggle = page.getByRole('button', { name: 'Menú' });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).toBeHidden();
    await hydrated(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Reservas' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Space');
    await expect(nav).toBeHidden();
  });

  test("the footer shows the seeded branding's links", async ({ page }) => {
    const bss = (await (await page.request.get('/api/bss-effective?locale=es')).json()) as Bss;
    await page.goto('/es');
    await tenantDataIn(page);
    const footer = page.getByRole('contentinfo');
    const { socials, platforms, contact } = bss.branding;
    for (const [title, links] of [
      ['Síguenos', socials],
      ['Pide a domicilio', platforms],
    ] as const) {
      const section = footer.getByRole('navigation', { name: title });
      await expect
        .poll(() =>
          section.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        )
        .toEqual(links.filter((l) => l.enabled !== false).map((l) => l.url));
      await expect(section.getByRole('link').first()).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(footer.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute(
      'href',
      contact.googleMaps,
    );
  });

  test('the header does not move when the tenant data arrives (phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    await tenantDataIn(page);
    await expect(page.locator('.site-header .brand')).not.toHaveText('La Cantina Bar & Grill');
    // Layout shifts of anything in the site header (the page body below it is other owners').
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; nodes: string[] }[]>((resolve) => {
          const found: { value: number; nodes: string[] }[] = [];
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              const nodes = entry.sources.map((source) => {
                const el =
                  source.node instanceof Element ? source.node : source.node?.parentElement;
                return el
                  ? `${el.closest('.site-header') ? 'header:' : ''}${el.tagName}.${el.className}`
                  : '?';
              });
              found.push({ value: entry.value, nodes });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(found), 300);
        }),
    );
    expect(
      shifts.filter((shift) => shift.nodes.some((node) => node.startsWith('header:'))),
    ).toEqual([]);
  });

  test('short pages do not shift while the footer and the consent bar fill in (slow phone) @phone', async ({
    page,
  }) => {
    await slowCpu(page);
    await trackLayoutShifts(page);
    for (const path of ['/es/reservas', '/fr/sobrenosotros', '/en/pdf']) {
      await page.goto(path);
      await tenantDataIn(page);
      await expect(page.locator('.footer-contact__card')).toBeVisible();
      await expect(consentBar(page)).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShiftTotal(page), path).toBeLessThan(0.05);
    }
  });

  test('the unsubscribe page opened without a link brings its form in without moving the page (slow phone) @phone', async ({
    page,
  }) => {
    await slowCpu(page);
    await trackLayoutShifts(page);
    for (const path of ['/es/desuscritos', '/fr/desuscritos']) {
      await page.goto(path);
      await tenantDataIn(page);
      // The form (its code loads once the page knows there is no token) and the link below it.
      await expect(page.locator('main input[type="email"]')).toBeVisible();
      await expect(page.locator('main .next-steps a')).toBeVisible();
      await expect(consentBar(page)).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShiftTotal(page), path).toBeLessThan(0.01);
    }
  });

  for (const locale of ['es', 'en', 'fr']) {
    test(`/${locale} home passes axe with the consent bar open and closed`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await tenantDataIn(page);
      await hydrated(page);
      await expect(consentBar(page)).toBeVisible();
      await consentBar(page).getByRole('button').first().click(); // the read panel
      await expectNoAxeViolations(page);
      await consentBar(page).getByRole('button').last().click(); // Accept
      await expect(consentBar(page)).toBeHidden();
      await expectNoAxeViolations(page);
    });
  }

  // Screenshots to look at (not assertions): FRAME_SHOTS=<dir>.
  test('screenshots', async ({ page }) => {
    const dir = process.env.FRAME_SHOTS;
    test.skip(!dir, 'FRAME_SHOTS not set');
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      for (const locale of ['es', 'fr']) {
        await page.goto(`/${locale}`);
        await tenantDataIn(page);
        await page.screenshot({ path: `${dir}/${locale}-${name}-top.png` });
        if (name === 'phone') {
          const toggle = page.getByRole('button', { name: /^Men(ú|u)$/ });
          await toggle.click();
          await page.screenshot({ path: `${dir}/${locale}-${name}-menu.png` });
          await toggle.click();
        }
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/${locale}-${name}-footer.png`, fullPage: false });
      }
    }
  });
});
