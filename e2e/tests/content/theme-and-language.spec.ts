import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated, pageErrors } from '../../support/fixtures.js';

// The public site's theme slot and language: switched in place (no document load), and kept
// across a reload.

const slotOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** A marker on window survives client-side navigation only: a reload would wipe it. */
async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function tenantDarkBody(page: Page): Promise<string> {
  const res = await page.request.get('/api/bss-effective?locale=es');
  const { styles } = (await res.json()) as {
    styles: { global: { body: Record<string, { backgroundColor?: string }> } };
  };
  return styles.global.body.dark?.backgroundColor ?? '';
}

test.describe('theme and language on the public site', () => {
  test('the theme toggles in place, applies the tenant dark tokens, and survives a reload', async ({
    page,
  }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|Minified React error #4(18|23|25)/i.test(m.text()))
        hydrationErrors.push(m.text());
    });
    await page.goto('/es');
    expect(await slotOf(page)).toBe('light');
    const toggle = page.getByRole('button', { name: 'Cambiar a tema oscuro' });
    // The tenant's styles arrive after first paint; the light body then carries its value.
    await expect.poll(() => cssVar(page, '--body-bg')).not.toBe('#fffaf4');
    // The served sheet already wears them: wait until React owns the toggle before clicking it.
    await hydrated(page);
    await markDocument(page);
    const events = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener(
            'theme-changed',
            (e) => resolve((e as CustomEvent<{ slot: string }>).detail.slot),
            { once: true },
          ),
        ),
    );
    await toggle.click();
    expect(await events).toBe('dark');
    expect(await slotOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await cssVar(page, '--body-bg')).toBe(await tenantDarkBody(page));
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    await page.reload();
    // Set by the inline head script, before the app's JavaScript runs.
    expect(await slotOf(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test("the served page already wears the tenant's theme, before any JavaScript runs", async ({
    page,
  }) => {
    const res = await page.request.get('/api/bss-effective?locale=es');
    const { styles } = (await res.json()) as {
      styles: { global: { body: Record<string, { backgroundColor?: string }> } };
    };
    const tenantLight = styles.global.body.light?.backgroundColor ?? '';
    expect(tenantLight).not.toBe('#fffaf4'); // differs from the seed in app.css
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/es');
    expect(await cssVar(page, '--body-bg')).toBe(tenantLight);
    expect(await page.evaluate(() => document.documentElement.style.length)).toBe(0);
    // The body font is the base family, not the browser's default serif.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /system-ui/,
    );
  });

  test('a visitor without JavaScript gets the light slot of the tenant', async ({ browser }) => {
    const res = await (await browser.newContext()).request.get('/api/bss-effective?locale=es');
    const { styles } = (await res.json()) as {
      styles: { global: { body: Record<string, { backgroundColor?: string }> } };
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/menus');
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? null)).toBeNull();
    expect(await cssVar(page, '--body-bg')).toBe(styles.global.body.light?.backgroundColor);
    await context.close();
  });

  test('the browser writes no theme variables when the served sheet is current', async ({
    page,
  }) => {
    await page.goto('/es');
    // The tenant's styles arrived (cached in session storage) and were compared with the sheet.
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.style.length)).toBe(0);
    expect(await cssVar(page, '--body-bg')).not.toBe('#fffaf4');
  });

  for (const locale of ['es', 'en', 'fr']) {
    test(`/${locale} hydrates on a direct load, without hydration errors`, async ({ page }) => {
      const errors = pageErrors(page, /hydrat|Minified React error/i);
      await page.goto(`/${locale}`);
      // Written by the locale layout's effect: proof that React took over the prerendered page.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(locale);
      expect(errors).toEqual([]);
    });
  }

  test('an invalid stored slot starts in light', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'sepia'));
    await page.goto('/en');
    expect(await slotOf(page)).toBe('light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('the language switches in place and is remembered', async ({ page }) => {
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The scripts load after the first paint: a click before React owns the page is a plain link.
    await hydrated(page);
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Cambiar idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  for (const slot of ['light', 'dark'] as const) {
    test(`/es passes axe in the ${slot} slot`, async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('theme', s), slot);
      await page.goto('/es');
      expect(await slotOf(page)).toBe(slot);
      await expect
        .poll(() => cssVar(page, '--body-bg'))
        .not.toBe(slot === 'light' ? '#fffaf4' : '#171210');
      await expectNoAxeViolations(page);
    });
  }
});
