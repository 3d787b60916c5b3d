import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

// The settings tab's website, PWA and AdSense groups: a change shows in the web app manifest the
// public site serves; bad input gets its field error and stores nothing; a version restores.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

type Manifest = { name: string; theme_color?: string; icons: { sizes: string }[] };

const manifest = async (page: Page): Promise<Manifest> =>
  (await (await page.request.get(`${URLS.web}/manifest.webmanifest`)).json()) as Manifest;

async function openSettings(page: Page) {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, 'Ajustes');
  const pwa = page.getByRole('group', { name: 'Aplicación instalable (manifiesto)' });
  await expect(pwa).toBeVisible({ timeout: 30_000 });
  return pwa;
}

test.describe('the settings tab: website, app and ads', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone the app name saved here is the manifest’s name; a version brings the old one back', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now();
    const first = `Cantina app ${stamp}`;
    const second = `Cantina app ${stamp} bis`;
    const pwa = await openSettings(page);
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    for (const name of [first, second]) {
      await pwa.getByLabel('Nombre', { exact: true }).fill(name);
      await save.click();
      await expect(save).toBeEnabled();
      await expect.poll(async () => (await manifest(page)).name).toBe(name);
    }
    await expectNoAxeViolations(page);

    // The version before the last save brings the first name back, in the manifest too.
    const versions = page.getByRole('region', { name: 'Versiones', exact: true });
    await versions.getByRole('listitem').nth(1).getByRole('button').first().click();
    // The diff names the field as the form labels it, not by its stored path (pwa.name).
    const diff = versions.getByRole('table', { name: /diferencias/i });
    await expect(diff.getByRole('rowheader', { name: 'Nombre', exact: true })).toBeVisible();
    await expect(diff.getByRole('rowheader', { name: 'pwa.name' })).toHaveCount(0);
    await versions.getByRole('button', { name: 'Restaurar esta versión' }).click();
    // Restoring asks first (what is stored now is replaced).
    await page
      .getByRole('alertdialog', { name: '¿Restaurar esta versión?' })
      .getByRole('button', { name: 'Restaurar esta versión' })
      .click();
    await expect(page.getByText('Versión restaurada.').first()).toBeVisible();
    await expect.poll(async () => (await manifest(page)).name).toBe(first);
    await expect(pwa.getByLabel('Nombre', { exact: true })).toHaveValue(first);
  });

  test('an icon smaller than 48 px or a bad colour gets its field error and nothing is stored', async ({
    page,
  }) => {
    const before = await manifest(page);
    const pwa = await openSettings(page);
    await pwa.getByLabel('Tamaños').first().fill('16x16');
    const website = page.getByRole('group', { name: 'Sitio web' });
    await website.getByLabel('Color del navegador (modo oscuro)').fill('red');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      pwa.getByText('Los tamaños van de 48x48 a 512x512 (p. ej. 192x192) o son «any».'),
    ).toBeVisible();
    await expect(website.getByText('Escribe un color con el formato #rrggbb.')).toBeVisible();
    await expect(pwa.getByLabel('Tamaños').first()).toHaveAttribute('aria-invalid', 'true');
    expect((await manifest(page)).icons[0]?.sizes).toBe(before.icons[0]?.sizes);
  });

  test('an ad slot is added with its format and removed again', async ({ page }) => {
    await openSettings(page);
    const ads = page.getByRole('group', { name: 'Anuncios (AdSense)' });
    await ads.getByRole('button', { name: 'Añadir espacio de anuncio' }).click();
    await ads.getByLabel('Espacio 1: cliente (ca-pub-…)').fill('ca-pub-1234567890');
    await ads.getByLabel('Identificador del espacio').fill('9876');
    await ads.getByLabel('Formato').selectOption('728x90');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('✓ Guardado').first()).toBeVisible();
    await page.reload();
    const again = page.getByRole('group', { name: 'Anuncios (AdSense)' });
    await expect(again.getByLabel('Espacio 1: cliente (ca-pub-…)')).toHaveValue(
      'ca-pub-1234567890',
      { timeout: 30_000 },
    );
    await expect(again.getByLabel('Formato')).toHaveValue('728x90');
    await again.getByRole('button', { name: 'Quitar el espacio 1' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('✓ Guardado').first()).toBeVisible();
    await expect(again.getByText('No hay espacios de anuncios.')).toBeVisible();
  });
});
