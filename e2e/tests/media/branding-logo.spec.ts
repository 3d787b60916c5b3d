import { expect, type Page, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { drawPng } from '../../support/pictures.js';
import { URLS } from '../../support/ports.js';
import { tabTo } from '../hero/hero-support.js';
import { openSection } from '../../support/admin-nav.js';

// The media library in the branding form: a superadmin chooses the restaurant's logo from the
// Files section by keyboard, the site's header shows it, an address the site cannot show is
// refused by the form, and 'Quitar' brings the standard logo back.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const STAMP = Date.now().toString(36);
const LOGO = `Logo cantina ${STAMP}.png`;
const DEFAULT_LOGO = '/icons/logo-mark.svg';
const mediaUrl = (path: string) => `/api/media/${encodeURIComponent(path)}`;

async function ownerHeaders() {
  return { authorization: `Bearer ${await idTokenFor(OWNER.email, OWNER.password)}` };
}

/** The logo the public home page's header shows, once the tenant's data is in. */
async function headerLogo(page: Page) {
  await page.goto(`${URLS.web}/es`);
  const logo = page.locator('.brand__logo img');
  await expect(logo).toBeVisible();
  return logo.getAttribute('src');
}

async function saveBranding(page: Page) {
  await page.getByRole('button', { name: 'Guardar todo' }).click();
  await expect(page.getByText('Marca guardada.').first()).toBeVisible();
}

test.describe('the branding logo from the media library', () => {
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test.afterAll(async ({ request }) => {
    const headers = await ownerHeaders();
    // The tenant's logo as it was (other specs read the header), then the file.
    await request.patch(`${URLS.web}/api/admin/branding`, {
      headers,
      data: { company: { Logo: '' } },
    });
    await request.delete(
      `${URLS.web}/api/admin/storage/object?path=${encodeURIComponent(LOGO)}&force=true`,
      { headers },
    );
  });

  test('a superadmin picks the logo by keyboard; the header shows it; Quitar restores the standard one', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto(URLS.admin);
    const png = await drawPng(page, { width: 180, height: 180, colors: ['#7f1d1d', '#fbbf24'] });
    const stored = await request.post(`${URLS.web}/api/admin/storage/files?prefix=`, {
      headers: await ownerHeaders(),
      multipart: { file: { name: LOGO, mimeType: 'image/png', buffer: png } },
    });
    expect(stored.status()).toBe(201);

    await signInToAdmin(page, OWNER.email, OWNER.password);
    await openSection(page, 'Marca');
    await expect(page.getByRole('button', { name: 'Guardar todo' })).toBeDisabled({
      timeout: 30_000,
    });
    const address = page.getByRole('textbox', { name: 'Logotipo', exact: true });
    await expect(address).toHaveValue('');
    await expect(address).toHaveAccessibleDescription(/Se muestra en la cabecera del sitio/);

    const opener = page.getByRole('button', { name: 'Elegir de la biblioteca: Logotipo' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    const search = dialog.getByRole('searchbox', { name: 'Buscar por nombre' });
    await expect(search).toBeFocused();
    await page.keyboard.type(`logo cantina ${STAMP}`);
    await expect(dialog.getByRole('status')).toHaveText('1 archivo');
    await tabTo(page, `Elegir ${LOGO}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await expect(address).toHaveValue(mediaUrl(LOGO));
    const preview = page.getByRole('img', { name: 'Vista previa de Logotipo' });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Guardar todo' })).toBeEnabled();
    // The company's logo is edited here once, not again among the other fields.
    await expect(page.getByRole('textbox', { name: 'Logotipo', exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveBranding(page);

    const admin = page.url();
    await expect.poll(() => headerLogo(page), { timeout: 40_000 }).toBe(mediaUrl(LOGO));
    const shown = page.locator('.brand__logo img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // An address the site would not show is refused by the form, saying why.
    await page.goto(admin);
    await expect(address).toHaveValue(mediaUrl(LOGO), { timeout: 30_000 });
    await address.fill('javascript:alert(1)');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Guardar todo' }).click();
    await expect(
      page.getByText('Corrige los campos marcados antes de guardar.').first(),
    ).toBeVisible();
    await expect(address).toHaveAccessibleDescription(
      'Escribe una dirección que empiece por https:// o por /, o elige una imagen de la biblioteca.',
    );

    // 'Quitar' leaves it empty: the site's standard logo again.
    await page.getByRole('button', { name: 'Quitar Logotipo' }).click();
    await expect(address).toHaveValue('');
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await saveBranding(page);
    await expect.poll(() => headerLogo(page), { timeout: 40_000 }).toBe(DEFAULT_LOGO);
  });
});
