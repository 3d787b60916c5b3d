import { expect, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { badge, submitEmailForm } from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';

// Staff signed in on the public site switch on "Editar textos", click a text and change it; the
// save is a site translation (with a version). Guests never load the editor.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const BUNDLED_INTRO =
  'Cocina mexicana y centroamericana, música en vivo, karaoke y eventos cada semana.';

const staffHeaders = async () => ({
  authorization: `Bearer ${await idTokenFor(STAFF.email, STAFF.password)}`,
});

test.describe('edit texts in place', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a guest gets neither the switch nor its code', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (/edit-texts[^/]*\.js$/.test(req.url())) chunks.push(req.url());
    });
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Editar textos' })).toHaveCount(0);
    expect(chunks).toEqual([]);
  });

  test('staff change the home intro in place; it is stored as a site translation with a version', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = `Tacos al pastor cada noche ${Date.now()}`;
    const dict = (await (await request.get(`${URLS.web}/api/out/rdd/i18n/es`)).json()) as {
      dict: Record<string, string>;
    };
    const shown = dict.dict['home.intro'] ?? BUNDLED_INTRO;
    try {
      await page.goto('/es/login?next=/es');
      await submitEmailForm(page, STAFF.email, STAFF.password, 'Entrar');
      await expect(badge(page)).toContainText(STAFF.email);
      await page.goto('/es');
      const toggle = page.getByRole('button', { name: 'Editar textos' });
      await expect(toggle).toBeVisible({ timeout: 30_000 });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await page.getByText(shown, { exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Editar texto' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('home.intro')).toBeVisible();
      const field = dialog.getByLabel('Texto (Español)');
      await expect(field).toBeFocused();
      await field.fill(text);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text, { exact: true })).toBeVisible();

      const after = (await (await request.get(`${URLS.web}/api/out/rdd/i18n/es`)).json()) as {
        dict: Record<string, string>;
      };
      expect(after.dict['home.intro']).toBe(text);
      const versions = await request.get(`${URLS.web}/api/admin/i18n/versions?doc=site`, {
        headers: await staffHeaders(),
      });
      const list = (await versions.json()) as { versions: { by: string | null }[] };
      expect(list.versions[0]?.by).toBe(STAFF.email);

      // Off again: a click follows links as usual.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    } finally {
      const res = await request.post(`${URLS.web}/api/admin/i18n/site/delete`, {
        headers: await staffHeaders(),
        data: { ids: ['home.intro'], locales: ['es'] },
      });
      expect(res.status()).toBe(200);
    }
  });
});
