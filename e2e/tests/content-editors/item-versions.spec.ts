import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { drawPng } from '../../support/pictures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';

// The post, catalogue and gallery editors keep a version per save: staff see who changed what,
// compare an older save with what is stored, and bring it back (asked first), all through the
// screens.

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
  await restoreChosen(page, versions);
}

/** Restores the chosen version, confirming it in the dialog, and waits for the notice. */
async function restoreChosen(page: Page, versions: Locator) {
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

test.describe('versions in the post, catalogue and gallery editors', () => {
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

  test('a demo post edited for the first time keeps its original among its versions', async ({
    page,
  }) => {
    test.slow();
    // The demo data's posts were written before any save of staff: the first save keeps the
    // post as it was, so its diff names only what staff changed and the original comes back.
    const original = 'Cata de tequila';
    const edited = `${original} ${Date.now()}`;
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Publicaciones');
    const panel = sectionRegion(page, 'Publicaciones');
    await panel.getByLabel('Buscar en las publicaciones').fill(original);
    await panel.getByRole('button', { name: `Editar: ${original}`, exact: true }).click();
    const titleBox = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect(titleBox).toHaveValue(original);
    await titleBox.fill(edited);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${edited}»`);

    const versions = page.getByRole('region', { name: 'Versiones' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('1 campo cambiado');
    const baseline = versions.getByRole('listitem').last();
    await expect(baseline).toContainText('Versión original');
    await expect(baseline).toContainText('Antes del primer cambio guardado');
    await baseline.getByRole('button').click();
    const diff = versions.getByRole('table', { name: /diferencias/i });
    await expect(diff.getByRole('rowheader')).toHaveText(['Título']);
    await expect(diff.getByRole('deletion')).toHaveText(edited);
    await expect(diff.getByRole('insertion')).toHaveText(original);
    await expectNoAxeViolations(page);
    await restoreChosen(page, versions);
    await expect(titleBox).toHaveValue(original);
    await expect(versions.getByRole('listitem')).toHaveCount(3);
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

  test('staff bring back an older alt text of a gallery picture; guests read it again', async ({
    page,
    request,
  }) => {
    test.slow();
    const first = `Terraza con faroles ${Date.now()}`;
    const second = `${first} y guitarra`;
    const altOnSite = async () => {
      const answer = await request.get(`${URLS.web}/api/gallery?locale=es`, {
        headers: { 'cache-control': 'no-cache' },
      });
      const { items } = (await answer.json()) as { items: { alt: string }[] };
      return items.map((item) => item.alt).filter((alt) => alt.startsWith(first));
    };
    try {
      await signInToAdmin(page, STAFF.email, STAFF.password);
      await openSection(page, 'Galería');
      const panel = sectionRegion(page, 'Galería');
      const list = panel.getByRole('list', { name: 'Fotos de la galería' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const shown = await list.getByRole('listitem').count();
      const png = await drawPng(page, { width: 800, height: 600, colors: ['#7c2d12', '#fde68a'] });
      await panel.locator('input[type="file"]').setInputFiles({
        name: 'terraza.png',
        mimeType: 'image/png',
        buffer: png,
      });
      const untitled = `Foto ${shown + 1} sin texto alternativo`;
      await expect(list.getByText(untitled, { exact: true })).toBeVisible({ timeout: 20_000 });

      // Two saves of its Spanish alt text, each from the picture's editor.
      const editor = panel.getByRole('form', { name: /Editar/ });
      const spanishAlt = editor
        .getByRole('group', { name: 'Español' })
        .getByLabel('Texto alternativo');
      await panel.getByRole('button', { name: `Editar: ${untitled}` }).click();
      await spanishAlt.fill(first);
      await editor.getByRole('button', { name: 'Guardar' }).first().click();
      await expect(list.getByText(first, { exact: true })).toBeVisible({ timeout: 20_000 });
      await panel.getByRole('button', { name: `Editar: ${first}` }).click();
      await spanishAlt.fill(second);
      await editor.getByRole('button', { name: 'Guardar' }).first().click();
      await expect(list.getByText(second, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect.poll(altOnSite).toEqual([second]);

      // The editor lists the upload and both saves; the older save's diff names the field as
      // staff know it, and restoring it brings the first text back to the form and to guests.
      await panel.getByRole('button', { name: `Editar: ${second}` }).click();
      const versions = panel.getByRole('region', { name: 'Versiones', exact: true });
      await expect(versions.getByRole('listitem')).toHaveCount(3);
      await expect(versions.getByRole('listitem').first()).toContainText('1 campo cambiado');
      await versions.getByRole('listitem').nth(1).getByRole('button').click();
      const diff = versions.getByRole('table', { name: /diferencias/i });
      await expect(diff.getByRole('rowheader')).toHaveText(['Texto alternativo · Español']);
      await expect(diff.getByRole('deletion')).toHaveText(second);
      await expect(diff.getByRole('insertion')).toHaveText(first);
      await expectNoAxeViolations(page);
      await restoreChosen(page, versions);
      await expect(spanishAlt).toHaveValue(first);
      await expect(versions.getByRole('listitem')).toHaveCount(4);
      await expect(list.getByText(first, { exact: true })).toBeVisible();
      await expect.poll(altOnSite).toEqual([first]);
    } finally {
      const headers = await staffHeaders();
      const answer = await request.get(`${URLS.web}/api/admin/gallery`, { headers });
      const { items } = (await answer.json()) as { items: { id: string; alt: { es: string } }[] };
      for (const item of items.filter((entry) => entry.alt.es.startsWith(first)))
        await request.delete(`${URLS.web}/api/admin/gallery/${item.id}`, { headers });
    }
  });
});
