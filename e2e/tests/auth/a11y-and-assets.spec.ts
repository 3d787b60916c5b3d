import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { expectNoAxeViolations, pageErrors } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { accountEntries } from '../../support/auth-pages.js';

const TITLES = { es: 'Iniciar sesión', en: 'Sign in', fr: 'Connexion' } as const;

test.describe('sign-in pages: accessibility and first load', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  for (const [locale, title] of Object.entries(TITLES)) {
    test(`/${locale}/login has no axe violations`, async ({ page }) => {
      await page.goto(`/${locale}/login`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Audit the settled page (session known: Guest and Sign in), not the loading one.
      await expect(accountEntries(page)).toHaveCount(2);
      await expectNoAxeViolations(page);
    });
  }

  test('/es names and loads no Firebase code; the SDK arrives when the guest asks for a session', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${URLS.web}/es`)).text();
    // Its links and the modules its inline script imports once the page has painted.
    const named = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) {
      const body = await (await request.get(`${URLS.web}${file}`)).text();
      expect(body, file).not.toContain('initializeAuth');
    }

    const sdk: string[] = [];
    page.on('request', (req) => {
      if (/firebase-session-[^/]+\.js$/.test(req.url())) sdk.push(req.url());
    });
    await page.goto('/es');
    await expect(accountEntries(page)).toHaveText(['Invitado', 'Iniciar sesión']);
    await page.waitForLoadState('networkidle');
    expect(sdk).toHaveLength(0);
    await accountEntries(page).getByRole('button', { name: 'Invitado' }).click();
    await expect(page.getByRole('group', { name: 'Sesión', exact: true })).toContainText('usuario');
    expect(sdk).toHaveLength(1);
  });

  test('pages with session pieces hydrate without errors', async ({ page }) => {
    const errors = pageErrors(page);
    // Each page is followed until its session piece rendered after hydration.
    await page.goto('/es');
    await expect(page.getByRole('group', { name: 'Sesión', exact: true })).toContainText('no auth');
    await page.goto('/en/login');
    await expect(page.getByRole('group', { name: 'Session', exact: true })).toContainText(
      'no auth',
    );
    await page.goto('/fr/encuesta');
    await expect(page.getByRole('group', { name: 'Session', exact: true })).toContainText(
      'non connecté',
    );
    await page.goto('/logout-complete');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });

  test('serves a favicon', async ({ page, request }) => {
    await page.goto('/es');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const res = await request.get(`${URLS.web}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
  });
});
