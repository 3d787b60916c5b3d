import { expect, test, type Page } from '@playwright/test';
import { hydrated, pageErrors } from '../../support/fixtures.js';

// A page loads its language's core texts and its own page groups (in one file), nothing more; the
// next page's groups come with a client navigation, before that page shows (never its raw keys).

const RAW_KEY =
  /\b(about|blog|checkout|gallery|hero|menus|notFound|reservations|review|subscriptions|survey|terms|home|land|landingEng|landingEsp|landingFra|emailMarketing|subscribed|unsubscribed|pdf|login|offline|logoutComplete|languagePicker|footer|kiosk|reviews|pwa|editTexts|carousel|maps|signIn|badge|languageSwitcher|theme|install|consent)\.[a-zA-Z]/;

/** The header's, footer's and dock's groups, which come with their module after the page's. */
const FRAME_PARTS = [
  'footer',
  'ui_badge',
  'ui_footer',
  'ui_languageSwitcher',
  'ui_theme',
  'ui_install',
  'ui_consent',
];

/** The catalogue parts the page fetches from here on, as `<language>-<part>`. */
function textParts(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/texts-[0-9a-f]+-(\w+-\w+)\.js$/.exec(request.url())?.[1];
    if (part) parts.push(part);
  });
  return parts;
}

async function expectNoRawKeys(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  expect(await page.title()).not.toMatch(RAW_KEY);
}

test.describe('page texts', () => {
  test('a page loads its own groups; a client navigation brings the next page’s', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const parts = textParts(page);
    await page.goto('/es/menus');
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'Comida' })).toBeVisible();
    // The page's first load: one file with the core, the ui core and the page's group (named
    // on its <html>); then the frame's groups, each in its own.
    const firstFile = await page.locator('html').getAttribute('data-texts-file');
    expect(firstFile).toMatch(/\/assets\/texts-[0-9a-f]+-es-first\.js$/);
    expect(parts[0]).toBe('es-first');
    expect(parts.slice(1).sort()).toEqual(FRAME_PARTS.map((part) => `es-${part}`).sort());
    const first = await page.evaluate(
      (url) => import(url).then((module: { default: object }) => Object.keys(module.default)),
      firstFile!,
    );
    expect(first).toEqual(['core', 'ui', 'menus']);
    await expectNoRawKeys(page);

    // Set on this document: still there after the clicks below if none reloaded the page.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });

    await nav.getByRole('link', { name: 'Eventos' }).click();
    await expect(page).toHaveURL(/\/es\/blog$/);
    await expect(page.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();
    await expect(page).toHaveTitle(/^Eventos \|/);
    // The review panel's texts come with the panel, once past events are in (not with the page).
    expect(parts).toContain('es-blog');
    await expectNoRawKeys(page);

    await nav.getByRole('link', { name: 'Reservas' }).click();
    await expect(page).toHaveURL(/\/es\/reservas$/);
    await expect(page.getByLabel('Nombre', { exact: false }).first()).toBeVisible();
    expect(parts).toContain('es-reservations');
    await expectNoRawKeys(page);

    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/es$/);
    expect(parts).toEqual(expect.arrayContaining(['es-hero']));
    await expectNoRawKeys(page);

    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // Each part once: a group the page already holds is not fetched again.
    expect(new Set(parts).size).toBe(parts.length);
    expect(errors).toEqual([]);
  });

  test.describe('with a slow network', () => {
    // page.route() does not see the requests a service worker makes: once the site's worker
    // controls the page (it claims it as soon as it is active, sometimes before the click), the
    // group would come through it, undelayed. The page behaves the same either way.
    test.use({ serviceWorkers: 'block' });

    test('a slow group holds the navigation: the address changes with the page, never before', async ({
      page,
    }) => {
      const errors = pageErrors(page);
      await page.route(/\/assets\/texts-[0-9a-f]+-es-menus\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, 2000));
        await route.continue();
      });
      await page.goto('/es');
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Menú' })
        .click();
      // While the menu's texts are on their way the home page stays, at its own address.
      await page.waitForTimeout(1000);
      await expect(page).toHaveURL(/\/es$/);
      await expectNoRawKeys(page);
      await expect(page).toHaveURL(/\/es\/menus$/);
      await expect(page.getByRole('tab', { name: 'Comida' })).toBeVisible();
      await expectNoRawKeys(page);
      expect(errors).toEqual([]);
    });
  });

  test('the sign-in form’s texts come with the sign-in page, not before', async ({ page }) => {
    const errors = pageErrors(page);
    const parts = textParts(page);
    await page.goto('/en');
    await hydrated(page);
    expect(parts).not.toContain('en-ui_signIn');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect(parts).toContain('en-ui_signIn');
    await expectNoRawKeys(page);
    expect(errors).toEqual([]);
  });

  test('another language brings its own core and the page’s groups', async ({ page }) => {
    const errors = pageErrors(page);
    const parts = textParts(page);
    await page.goto('/es/menus');
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/menus$/);
    await expect(page.getByRole('tab', { name: 'Food' })).toBeVisible();
    expect(parts).toEqual(
      expect.arrayContaining([
        'en-core',
        'en-ui',
        'en-menus',
        ...FRAME_PARTS.map((p) => `en-${p}`),
      ]),
    );
    // The header and the footer in the new language too.
    await expect(page.getByRole('contentinfo').getByText('Contact', { exact: true })).toBeVisible();
    expect(parts.some((part) => part.startsWith('fr-'))).toBe(false);
    await expectNoRawKeys(page);
    expect(errors).toEqual([]);
  });
});
