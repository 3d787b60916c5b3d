import { expect, test } from '@playwright/test';
import { hydrated } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The guest forms are in the prerendered page, and the scripts load after its first paint. Until
// React owns a form its submit button is disabled: the browser's own submit would put the
// guest's details in the page's URL and reload it. What the guest typed meanwhile is kept.

const FORMS = [
  { path: '/en/land', submit: 'Subscribe' },
  { path: '/es/reservas', submit: 'Reservar' },
  { path: '/fr/encuesta', submit: 'Envoyer' },
] as const;

test.describe('guest forms before the scripts run', () => {
  for (const { path, submit } of FORMS) {
    test(`${path}: the served form cannot be sent without its scripts`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.web });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeDisabled();
      await context.close();
    });
  }

  test('text typed before hydration is kept, and the button is enabled once React owns the form', async ({
    page,
  }) => {
    // Hold the page's modules until the guest has typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/es/reservas');
    const submit = page.getByRole('button', { name: 'Reservar', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Antes');
    release();
    await hydrated(page);
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana Antes');
    expect(new URL(page.url()).search).toBe('');
  });
});
