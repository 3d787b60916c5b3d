import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { drawPng } from '../../support/pictures.js';
import { openSection } from '../../support/admin-nav.js';

// The AI agent's catalogue in the back office (spec: two tabs, Productos and Servicios; '+ Nuevo'
// and 'Recargar'; a form from New or Edit that closes and reloads on save; '(subiendo imagen...)'
// while a picture uploads). Everything goes through the real API and its image pipeline.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

async function openCatalogue(page: Page) {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, 'Agente IA');
  const catalogue = page.getByRole('region', { name: 'Catálogo del agente IA' });
  await expect(catalogue).toBeVisible();
  return catalogue;
}

test.describe('the AI agent catalogue', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('staff add a service with a picture, edit its price and delete it', async ({ page }) => {
    test.slow();
    const name = `Clase de salsa ${Date.now()}`;
    const catalogue = await openCatalogue(page);
    await catalogue.getByRole('tab', { name: 'Servicios' }).click();
    await expect(catalogue.getByRole('tab', { name: 'Servicios' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await catalogue.getByRole('button', { name: '+ Nuevo' }).click();
    await expect(catalogue.getByRole('heading', { name: 'Nuevo elemento' })).toBeVisible();
    // Services have no category (products do).
    await expect(catalogue.getByLabel('Categoría', { exact: true })).toHaveCount(0);
    await catalogue.getByLabel('Nombre', { exact: true }).fill(`  ${name}  `);
    await catalogue.getByLabel('Precio').fill('150');

    // A file that is not a picture is refused before anything is sent.
    await catalogue.getByLabel('Foto').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(catalogue.getByText('Solo se aceptan imágenes.')).toBeVisible();

    // A real picture goes through the API's pipeline; Save waits for it.
    const png = await drawPng(page, { width: 640, height: 480, colors: ['#7c2d12', '#fde68a'] });
    await catalogue.getByLabel('Foto').setInputFiles({
      name: 'salsa.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const preview = catalogue.locator('form img.catalog-row__thumb');
    await expect(preview).toHaveAttribute('src', /\.(webp|png)$/);
    await expect(
      catalogue.getByRole('status').filter({ hasText: '(subiendo imagen...)' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    await catalogue.getByRole('button', { name: 'Guardar' }).click();
    // Saving closes the form and reloads the list: the name was saved trimmed.
    await expect(catalogue.getByRole('heading', { name: 'Nuevo elemento' })).toHaveCount(0);
    const row = catalogue.getByRole('listitem').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    await expect(row.getByText('150.00')).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('width', '64');

    // Edit the price; the list shows the new one after a reload from the server.
    await row.getByRole('button', { name: 'Editar' }).click();
    await expect(catalogue.getByRole('heading', { name: `Editar: ${name}` })).toBeVisible();
    await catalogue.getByLabel('Precio').fill('175.5');
    await expect(catalogue.getByText('Cambios sin guardar')).toBeVisible();
    // Cancel with an unsaved change asks; "Seguir editando" keeps it; Ctrl+S saves.
    await catalogue.getByRole('button', { name: 'Cancelar', exact: true }).click();
    const discard = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(catalogue.getByLabel('Precio')).toHaveValue('175.5');
    await catalogue.getByLabel('Precio').press('Control+s');
    await expect(row.getByText('175.50')).toBeVisible();
    await page.reload();
    const again = await (async () => {
      const tab = page.getByRole('tab', { name: 'Servicios' });
      await expect(tab).toBeVisible({ timeout: 30_000 });
      await tab.click();
      return page.getByRole('listitem').filter({ hasText: name });
    })();
    await expect(again.getByText('175.50')).toBeVisible();

    // Delete asks first: Escape keeps the item, focus back on its button; confirming removes it.
    const remove = again.getByRole('button', { name: 'Eliminar' });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este elemento?' });
    await expect(confirm).toContainText(name);
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(again).toHaveCount(1);
    // The catalogue's rows (a notice is a list item too).
    const rows = page
      .getByRole('region', { name: 'Catálogo del agente IA' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await remove.click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(rows).toHaveCount(0);
    // "Deshacer" in the notice gives it back with its picture.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('img')).toBeVisible();
    await remove.click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(rows).toHaveCount(0);
    // Once the notice goes (closed here), the delete is sent: a reload finds it gone.
    await page.getByRole('button', { name: 'Cerrar aviso' }).last().click();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
    await expect(async () => {
      await page.getByRole('button', { name: 'Recargar' }).click();
      await expect(rows).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass();
  });
});
