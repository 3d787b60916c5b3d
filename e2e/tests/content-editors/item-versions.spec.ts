import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

// The post and catalogue editors keep a version per save: staff see who changed what, compare an
// older save with what is stored, and bring it back (asked first), all through the screens.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

const futureDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const staffHeaders = async () => ({
  authorization: `Bearer ${await idTokenFor(STAFF.email, STAFF.password)}`,
});

/** Picks the older of the two saves, checks the diff names the older text, restores it. */
async function restoreOlder(page: Page, versions: Locator, older: string, newer: string) {
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('1 campo cambiado');
  await versions.getByRole('listitem').nth(1).getByRole('button').click();
  const diff = versions.getByRole('table', { name: /diferencias/i });
  await expect(diff.getByRole('deletion')).toContainText(newer);
  await expect(diff.getByRole('insertion')).toContainText(older);
  await expectNoAxeViolations(page);
  await versions.getByRole('button', { name: 'Restaurar esta versión' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Restaurar esta versión?' })
    .getByRole('button', { name: 'Restaurar esta versión' })
    .click();
  await expect(page.getByText('Versión restaurada.', { exact: true })).toBeVisible();
}

async function deletePost(request: APIRequestContext, title: string) {
  const headers = await staffHeaders();
  const list = await request.get(`${URLS.web}/api/admin/events`, { headers });
  type Listed = { id: string; title: string };
  const { upcoming, past } = (await list.json()) as { upcoming: Listed[]; past: Listed[] };
  for (const event of [...upcoming, ...past].filter((e) => e.title.startsWith(title)))
    await request.delete(`${URLS.web}/api/admin/events/${event.id}`, { headers });
}

test.describe('versions in the post and catalogue editors', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('staff bring back an older title of a post from its versions', async ({ page, request }) => {
    test.slow();
    const first = `Trova en vivo ${Date.now()}`;
    const second = `${first} y bolero`;
    try {
      await signInToAdmin(page, STAFF.email, STAFF.password);
      await openSection(page, 'Publicaciones');
      const panel = sectionRegion(page, 'Publicaciones');
      await panel.getByRole('button', { name: '+ Nueva' }).click();
      const titleBox = page.getByRole('textbox', { name: 'Título' });
      await titleBox.fill(first);
      await page.getByLabel('Fecha', { exact: true }).fill(futureDate(9));
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${first}»`);
      await titleBox.fill(second);
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${second}»`);

      const versions = page.getByRole('region', { name: 'Versiones' });
      await restoreOlder(page, versions, first, second);
      // The form shows the restored post, with nothing unsaved, and the list has it.
      await expect(titleBox).toHaveValue(first);
      await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
      await expect(versions.getByRole('listitem')).toHaveCount(3);
      await page.getByRole('button', { name: 'Volver a la lista' }).click();
      const rows = page.getByRole('region', { name: 'Próximas' }).getByRole('listitem');
      await expect(rows.filter({ hasText: first })).toHaveCount(1);
      await expect(rows.filter({ hasText: second })).toHaveCount(0);
    } finally {
      await deletePost(request, first);
    }
  });

  test('staff bring back an older price of a catalogue item from its versions', async ({
    page,
    request,
  }) => {
    test.slow();
    const name = `Tamal de elote ${Date.now()}`;
    try {
      await signInToAdmin(page, STAFF.email, STAFF.password);
      await openSection(page, 'Agente IA');
      const catalogue = page.getByRole('region', { name: 'Catálogo del agente IA' });
      await catalogue.getByRole('button', { name: '+ Nuevo' }).click();
      await catalogue.getByLabel('Nombre', { exact: true }).fill(name);
      await catalogue.getByLabel('Precio').fill('45');
      await catalogue.getByRole('button', { name: 'Guardar' }).click();
      // The list shows 20 a page: the search finds the new item wherever it is.
      await catalogue.getByLabel('Buscar en el catálogo').fill(name);
      const row = catalogue.getByRole('listitem').filter({ hasText: name });
      await expect(row.getByText('45.00')).toBeVisible();

      await row.getByRole('button', { name: 'Editar' }).click();
      await catalogue.getByLabel('Precio').fill('52');
      await catalogue.getByRole('button', { name: 'Guardar' }).click();
      await expect(row.getByText('52.00')).toBeVisible();

      await row.getByRole('button', { name: 'Editar' }).click();
      const versions = catalogue.getByRole('region', { name: 'Versiones' });
      await restoreOlder(page, versions, '45', '52');
      await expect(catalogue.getByLabel('Precio')).toHaveValue('45');
      await catalogue.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expect(row.getByText('45.00')).toBeVisible();
    } finally {
      const headers = await staffHeaders();
      const base = `${URLS.web}/api/admin/ai-agents/default/catalog/products`;
      const { items } = (await (await request.get(base, { headers })).json()) as {
        items: { id: string; name: string }[];
      };
      for (const item of items.filter((entry) => entry.name === name))
        await request.delete(`${base}/${item.id}`, { headers });
    }
  });
});
