import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  layoutShiftTotal,
  pageErrors,
  reactOwns,
  slowCpu,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { staffToken } from '../blog/blog-events.js';

// The demo seed's menus: La Cantina del Norte (web port) and El Mariachi (restaurant port).
const TABS = {
  es: {
    label: 'Secciones del menú',
    cocktail: 'Cócteles',
    liquor: 'Licores',
    pdf: 'Descargar el PDF',
  },
  en: { label: 'Menu sections', cocktail: 'Cocktails', liquor: 'Liquor', pdf: 'Download the PDF' },
  fr: {
    label: 'Sections du menu',
    cocktail: 'Cocktails',
    liquor: 'Spiritueux',
    pdf: 'Télécharger le PDF',
  },
} as const;
const DISH = { es: 'Tacos al pastor', en: 'Al pastor tacos', fr: 'Tacos al pastor' } as const;

test.describe('the menu page', () => {
  for (const locale of ['es', 'en', 'fr'] as const) {
    test(`/${locale}/menus shows the tenant's menu, tabs in the URL, axe clean @phone`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/menus`);
      const tablist = page.getByRole('tablist', { name: TABS[locale].label });
      await expect(tablist).toBeVisible();
      await expect(page.getByRole('heading', { level: 4, name: DISH[locale] })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: TABS[locale].cocktail }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/menus\\?tab=cocktail$`));
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: TABS[locale].liquor })).toBeFocused();
      await expect(page).toHaveURL(/tab=liquor$/);
      await expectNoAxeViolations(page);
    });
  }

  test('the served HTML holds the menu and its JSON-LD without scripts; a link opens a tab', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${URLS.web}/fr/menus?tab=cocktail`);
    await expect(page.getByRole('tab', { name: 'Cocktails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('heading', { level: 4, name: 'Margarita classique' }),
    ).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; name: string };
    expect(jsonLd).toMatchObject({ '@type': 'Menu', name: 'La Cantina del Norte' });
    await context.close();
  });

  test('each tenant shows its own menu and its own PDF', async ({ page, request }) => {
    await page.goto(`${URLS.restaurant}/es/menus`);
    await expect(page.getByRole('heading', { level: 4, name: 'Pupusa revuelta' })).toBeVisible();
    await expect(page.getByText('Tacos al pastor')).toHaveCount(0);
    const pdf = await request.get(`${URLS.restaurant}/menu/menu-en.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const download = page.getByRole('link', { name: TABS.es.pdf });
    await expect(download).toHaveAttribute('href', '/menu/menu.pdf');
    await expect(download).toHaveAttribute('download', '');
  });

  test('an item with pictures opens a dialog; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/en/menus');
    const open = page.getByRole('button', { name: /See photos and video: Al pastor tacos/ });
    const dialog = page.getByRole('dialog', { name: 'Al pastor tacos' });
    // The button arrives in the served HTML; a click before hydration does nothing, so the
    // click waits until React owns it.
    await reactOwns(open);
    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a catalogue edit shows on the menu without a rebuild', async ({ page, request }) => {
    const token = await staffToken();
    const name = `Tamal de elote ${Date.now()}`;
    const created = await request.post(`${URLS.web}/api/admin/ai-agents/default/catalog/products`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name, price: 6.5, category: 'food', subcategory: 'Entradas' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/es/menus');
    await expect(page.getByRole('heading', { level: 4, name })).toBeVisible();
    const bad = await request.post(`${URLS.web}/api/admin/ai-agents/default/catalog/products`, {
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'fr' },
      data: { name: '   ' },
    });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'Les données envoyées ne sont pas valides.',
    );
    const id = ((await created.json()) as { id: string }).id;
    await request.delete(`${URLS.web}/api/admin/ai-agents/default/catalog/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
});

test('the menu page does not shift on a slowed phone @phone', async ({ page }) => {
  await slowCpu(page);
  await trackLayoutShifts(page);
  await page.goto('/es/menus');
  await expect(page.getByRole('heading', { level: 4, name: 'Tacos al pastor' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('the served board stays in place until its module comes, then works there @phone', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await trackLayoutShifts(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/menu-board-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const response = await page.goto('/en/menus');
  // Not in the page's first load: the document does not name it.
  expect((await response?.text()) ?? '').not.toContain('menu-board-');
  await expect.poll(() => requested).toBe(true);
  const tablist = page.getByRole('tablist', { name: TABS.en.label });
  await expect(tablist).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: DISH.en })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.evaluate(() =>
    Object.assign(window, { servedBoard: document.querySelector('[data-menu-root]') }),
  );

  release();
  const cocktails = tablist.getByRole('tab', { name: TABS.en.cocktail });
  await expect(async () => {
    await cocktails.click();
    await expect(cocktails).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(page).toHaveURL(/\?tab=cocktail$/);
  // Hydrated where it was: the served board's element is the one that works now.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { servedBoard: Element }).servedBoard ===
        document.querySelector('[data-menu-root]'),
    ),
  ).toBe(true);
  expect(await layoutShiftTotal(page)).toBe(0);
  expect(errors).toEqual([]);
});
