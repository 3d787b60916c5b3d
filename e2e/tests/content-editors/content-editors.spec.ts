import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations, sidewaysScroll } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionLink, sectionRegion } from '../../support/admin-nav.js';

// The back office's metadata and translations tabs, end to end: what staff save there shows in
// the served head and on the public page.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

type MetadataTable = { entries: Record<string, Partial<Record<'es' | 'en' | 'fr', string>>> };

async function staffHeaders() {
  return { authorization: `Bearer ${await idTokenFor(STAFF.email, STAFF.password)}` };
}

async function storedHomeMeta(request: APIRequestContext): Promise<MetadataTable['entries']> {
  const res = await request.get(`${URLS.web}/api/admin/meta/page?routeKey=home`, {
    headers: await staffHeaders(),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as MetadataTable).entries;
}

async function openTab(page: Page, name: RegExp): Promise<void> {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, name);
}

/**
 * Switches the metadata tab to the home page's table and waits until that table is the one
 * shown: until then the fields still hold the previous scope's values, and an edit made there
 * is replaced when the page's table arrives (a race CI's loaded machine lost twice).
 */
async function showHomePageScope(page: Page, panel: Locator): Promise<void> {
  const read = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/admin/meta/page' && res.ok(),
  );
  await panel.getByLabel('Ámbito').selectOption('page');
  await read;
  await expect(panel.getByLabel('routeKey')).toHaveValue('home');
  await expect(panel.getByRole('button', { name: 'Recargar', exact: true })).toBeEnabled();
}

const servedHome = async (request: APIRequestContext) =>
  (await request.get(`${URLS.web}/fr`)).text();

test.describe('back office: metadata tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a page title and description saved in the tab show in the served head; a version restores the older one', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const original = await storedHomeMeta(request);
    const stamp = Date.now();
    const first = `Cantina ${stamp}`;
    const second = `Cantina bis ${stamp}`;
    const description = `Tacos y música ${stamp}`;
    try {
      await openTab(page, /^Metadatos$/);
      const panel = sectionRegion(page, 'Metadatos');
      await showHomePageScope(page, panel);
      const title = panel.getByRole('textbox', { name: 'title (Français)', exact: true });
      await expect(title).toBeVisible();

      // §5: a suggestion, not a block.
      await title.fill('x'.repeat(61));
      await expect(
        panel.getByText('El título tiene 61 caracteres; se sugieren 60 como máximo.'),
      ).toBeVisible();

      await title.fill(first);
      await panel
        .getByRole('textbox', { name: 'description (Français)', exact: true })
        .fill(description);
      await expect(panel.getByText('Cambios sin guardar')).toBeVisible();
      await page.keyboard.press('Control+s');
      await expect(page.getByText('Metadatos guardados.', { exact: true })).toBeVisible();
      await expect
        .poll(async () => titleOf(await servedHome(request)), { timeout: 60_000 })
        .toBe(first);
      expect(descriptionOf(await servedHome(request))).toBe(description);

      await title.fill(second);
      await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect
        .poll(async () => titleOf(await servedHome(request)), { timeout: 60_000 })
        .toBe(second);

      // The list holds both saves and, last, the table as it was before them (its original).
      // The older save is the second entry; its diff names the cell as the table labels it,
      // and restoring it brings it back.
      const versions = panel.getByRole('region', { name: 'Versiones' });
      await expect(versions.getByRole('listitem')).toHaveCount(3);
      await expect(versions.getByRole('listitem').last()).toContainText('Versión original');
      await versions.getByRole('listitem').nth(1).getByRole('button').click();
      await expect(versions.getByText(first)).toBeVisible();
      await expect(
        versions.getByRole('rowheader', { name: 'title (Français)', exact: true }),
      ).toBeVisible();
      await versions.getByRole('button', { name: 'Restaurar esta versión' }).click();
      // Restoring asks first (what is stored now is replaced).
      await page
        .getByRole('alertdialog', { name: '¿Restaurar esta versión?' })
        .getByRole('button', { name: 'Restaurar esta versión' })
        .click();
      await expect(page.getByText('Versión restaurada.', { exact: true })).toBeVisible();
      await expect(title).toHaveValue(first);
      await expect
        .poll(async () => titleOf(await servedHome(request)), { timeout: 60_000 })
        .toBe(first);
    } finally {
      const res = await request.put(`${URLS.web}/api/admin/meta/page?routeKey=home`, {
        headers: await staffHeaders(),
        data: {
          entries: {
            title: { fr: original.title?.fr ?? '' },
            description: { fr: original.description?.fr ?? '' },
          },
        },
      });
      expect(res.status()).toBe(200);
    }
  });

  test('a one-cell edit saves one field, and Save keeps a reordered table without "Guardar orden"', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const routeKey = `drill${Date.now()}`;
    const headers = await staffHeaders();
    try {
      await openTab(page, /^Metadatos$/);
      const panel = sectionRegion(page, 'Metadatos');
      await panel.getByLabel('Ámbito').selectOption('page');
      const read = page.waitForResponse(
        (res) => new URL(res.url()).searchParams.get('routeKey') === routeKey && res.ok(),
      );
      await panel.getByLabel('routeKey').fill(routeKey);
      await read;
      const rowNames = panel.locator('tbody th[scope="row"]');
      await expect(rowNames.first()).toContainText('title');
      // At 1280 px the whole table is in view: nothing clipped or scrolled sideways.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect
        .poll(() =>
          panel
            .locator('.content-table-wrap')
            .evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth),
        )
        .toBeLessThanOrEqual(0);
      await expect(panel.getByRole('button', { name: 'Eliminar el campo title' })).toBeInViewport();

      // One cell typed in a table whose standard rows are all empty, and the first row moved down.
      await panel
        .getByRole('textbox', { name: 'twitter:title (English)', exact: true })
        .fill('Tacos and live music');
      await panel.getByRole('button', { name: 'Mover title abajo' }).click();
      await expect(rowNames.nth(0)).toContainText('description');
      await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Metadatos guardados.', { exact: true })).toBeVisible();

      // The version says one field changed, not every empty cell of the table.
      const versions = panel.getByRole('region', { name: 'Versiones' });
      await expect(versions.getByRole('listitem').first()).toContainText('1 campo cambiado');
      const stored = await request.get(`${URLS.web}/api/admin/meta/page?routeKey=${routeKey}`, {
        headers,
      });
      expect(((await stored.json()) as MetadataTable).entries).toEqual({
        'twitter:title': { en: 'Tacos and live music' },
      });

      // The order came with the save: a reload shows it.
      await panel.getByRole('button', { name: 'Recargar', exact: true }).click();
      await expect(rowNames.nth(0)).toContainText('description');
      await expect(rowNames.nth(1)).toContainText('title');
    } finally {
      await request.post(`${URLS.web}/api/admin/meta/page/delete?routeKey=${routeKey}`, {
        headers,
        data: { fields: ['twitter:title'] },
      });
      await request.put(`${URLS.web}/api/admin/meta/order/page:${routeKey}`, {
        headers,
        data: { ids: [] },
      });
    }
  });

  test('unsaved edits are kept or discarded through the kit dialog, never the browser prompt', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    page.on('dialog', (dialog) => {
      throw new Error(`a browser dialog opened: ${dialog.message()}`);
    });
    await openTab(page, /^Metadatos$/);
    const panel = sectionRegion(page, 'Metadatos');
    await showHomePageScope(page, panel);
    const title = panel.getByRole('textbox', { name: 'title (Français)', exact: true });
    await expect(title).toBeVisible();
    const stored = await title.inputValue();
    const edited = `Sin guardar ${Date.now()}`;
    await title.fill(edited);

    // Reloading asks first; Escape (or "Seguir editando") keeps the edit.
    await panel.getByRole('button', { name: 'Recargar', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(ask).toBeVisible();
    await expect(ask).toHaveAccessibleDescription('Hay cambios sin guardar. ¿Salir y perderlos?');
    await expect(ask.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(title).toHaveValue(edited);

    // Leaving for another tab asks the same; keeping stays on the tab with the edit.
    await sectionLink(page, /^Marca$|^Ajustes$/)
      .first()
      .click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(ask).toBeHidden();
    await expect(sectionLink(page, 'Metadatos')).toHaveAttribute('aria-current', 'page');
    await expect(title).toHaveValue(edited);

    // Discarding reloads what is stored.
    await panel.getByRole('button', { name: 'Recargar', exact: true }).click();
    await ask.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(title).toHaveValue(stored);
    await expect(panel.getByText('Cambios sin guardar')).toBeHidden();
  });

  test('field names pasted in the side panel become rows; an invalid one is refused', async ({
    page,
  }) => {
    await openTab(page, /^Metadatos$/);
    const panel = sectionRegion(page, 'Metadatos');
    const paste = panel.getByLabel(/^Añadir campos \(/);
    await paste.fill('og:locale; bad name');
    await panel.getByRole('button', { name: 'Añadir campos' }).click();
    await expect(panel.getByText(/Nombres no válidos.*bad name/)).toBeVisible();
    await paste.fill('og:locale;\narticle:author, og:locale');
    await panel.getByRole('button', { name: 'Añadir campos' }).click();
    await expect(panel.getByRole('rowheader', { name: 'og:locale' })).toBeVisible();
    await expect(panel.getByRole('rowheader', { name: 'article:author' })).toBeVisible();
    await panel.getByLabel('Estado').selectOption('red');
    await expect(panel.getByRole('rowheader', { name: 'article:author' })).toBeVisible();
  });
});

test.describe('back office: translations tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a translation saved in the editor shows on the public page; the inspector finds it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = `Cocina de la casa ${Date.now()}`;
    await openTab(page, /^Mensajes formateados$/);
    const panel = sectionRegion(page, 'Mensajes formateados');
    await panel.getByLabel('Ámbito').selectOption('site');
    await expect(panel.getByRole('status').filter({ hasText: 'Cargando…' })).toHaveCount(0);

    await panel.getByLabel('Buscar id').fill('home.intro');
    const cell = panel.getByRole('textbox', { name: 'home.intro (Français)' });
    if ((await cell.count()) === 0) {
      await panel.getByLabel('Nuevo id').fill('home.intro');
      await panel.getByRole('button', { name: 'Añadir id' }).click();
    }
    await expect(cell).toBeVisible();
    await cell.fill(text);
    await panel.getByRole('button', { name: 'Guardar todo' }).click();
    await expect(panel.getByText('✓ Guardado').first()).toBeVisible();

    await expect
      .poll(async () => {
        const res = await request.get(`${URLS.web}/api/out/rdd/i18n/fr`);
        return ((await res.json()) as { dict: Record<string, string> }).dict['home.intro'];
      })
      .toBe(text);
    const visitor = await page.context().newPage();
    await visitor.goto(`${URLS.web}/fr`);
    await expect(visitor.getByText(text)).toBeVisible();
    await visitor.close();

    await panel.getByRole('tab', { name: 'Inspector' }).click();
    await panel.getByLabel('Idioma', { exact: true }).selectOption('fr');
    await panel.getByLabel('Filtrar (contiene)').fill(text);
    await expect(panel.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(panel.getByRole('cell', { name: text })).toBeVisible();
    await panel.getByLabel('Filtrar (contiene)').fill(`${text}-nothing`);
    await expect(panel.getByText(/^0 \/ \d+$/)).toBeVisible();
  });

  test('the first id added to an empty page table belongs to that page, not to the site', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    await openTab(page, /^Mensajes formateados$/);
    const panel = sectionRegion(page, 'Mensajes formateados');
    await panel.getByLabel('Ámbito').selectOption('page');
    await panel
      .getByLabel('Página', { exact: true })
      .selectOption({ label: 'Ruta personalizada…' });
    await panel.getByLabel('Ruta personalizada').fill(`/fiesta-${stamp}`);
    const hint = panel.getByText(/^Clave normalizada: /);
    await expect(hint).toContainText(`fiesta-${stamp}`);
    const key = (await hint.textContent())!.replace('Clave normalizada: ', '').trim();
    // Empty: the site's ids are shown, and the notice says where each kind of change goes.
    await expect(panel.getByText(/está vacío: se muestra .*los ids que añadas, en /)).toBeVisible();

    const id = `fiesta.first.${stamp}`;
    await panel.getByLabel('Nuevo id').fill(id);
    await panel.getByRole('button', { name: 'Añadir id' }).click();
    await panel.getByRole('textbox', { name: `${id} (Español)` }).fill('Bienvenidos a la fiesta');
    await panel.getByRole('button', { name: 'Guardar todo' }).click();
    await expect(panel.getByText('✓ Guardado').first()).toBeVisible();
    // The page now has a table of its own, with that id alone.
    await expect(panel.getByText(/está vacío: se muestra/)).toHaveCount(0);
    await expect(panel.getByRole('textbox', { name: `${id} (Español)` })).toHaveValue(
      'Bienvenidos a la fiesta',
    );

    const headers = await staffHeaders();
    const pageTable = (await (
      await request.get(`${URLS.web}/api/admin/i18n/page?page=${encodeURIComponent(key)}`, {
        headers,
      })
    ).json()) as { entries: Record<string, unknown>; fallback: boolean };
    expect(pageTable.fallback).toBe(false);
    expect(Object.keys(pageTable.entries)).toEqual([id]);
    const site = (await (
      await request.get(`${URLS.web}/api/admin/i18n/site`, { headers })
    ).json()) as { entries: Record<string, unknown> };
    expect(site.entries[id]).toBeUndefined();

    // Deleting the id asks first, then "Deshacer" gives it back; closing the notice deletes it.
    const pageEntries = async () =>
      Object.keys(
        (
          (await (
            await request.get(`${URLS.web}/api/admin/i18n/page?page=${encodeURIComponent(key)}`, {
              headers,
            })
          ).json()) as { entries: Record<string, unknown> }
        ).entries,
      );
    const cell = panel.getByRole('textbox', { name: `${id} (Español)` });
    const confirm = page.getByRole('alertdialog', { name: `¿Eliminar «${id}»?` });
    await panel.getByRole('button', { name: `Eliminar ${id}` }).click();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cell).toBeVisible();
    await panel.getByRole('button', { name: `Eliminar ${id}` }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(cell).toHaveCount(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(cell).toHaveValue('Bienvenidos a la fiesta');
    expect(await pageEntries()).toEqual([id]);
    await panel.getByRole('button', { name: `Eliminar ${id}` }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(cell).toHaveCount(0);
    // The notice goes by itself after a few seconds; then the delete is sent.
    await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0, {
      timeout: 20_000,
    });
    // (An emptied page table answers with the site's ids as its fallback.)
    await expect.poll(async () => (await pageEntries()).includes(id)).toBe(false);
  });

  test('the empty table says so; the statuses follow the spec', async ({ page }) => {
    await openTab(page, /^Mensajes formateados$/);
    const panel = sectionRegion(page, 'Mensajes formateados');
    await panel.getByLabel('Buscar id').fill('no.such.id.anywhere');
    await expect(panel.getByText('Sin claves (cambia filtro, añade o importa JSON)')).toBeVisible();
    await panel.getByLabel('Buscar id').fill('');
    await panel.getByLabel('Nuevo id').fill('e2e.fresh.id');
    await panel.getByRole('button', { name: 'Añadir id' }).click();
    // A new id holds itself as its text: red until translated.
    const row = panel.getByRole('row', { name: /e2e\.fresh\.id/ });
    await expect(row.getByText('Rojo')).toBeVisible();
    await row.getByRole('textbox', { name: 'e2e.fresh.id (Español)' }).fill('Nuevo');
    await expect(row.getByText('Amarillo')).toBeVisible();
  });
});

test.describe('back office content tabs: accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  for (const [tab, ready] of [
    [/^Metadatos$/, 'title (Español)'],
    [/^Mensajes formateados$/, 'Buscar id'],
  ] as const) {
    test(`${String(tab)} passes axe on desktop and at 390 px @phone`, async ({ page }) => {
      await openTab(page, tab);
      await expect(sectionRegion(page, tab).getByLabel(ready).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the inspector passes axe @phone', async ({ page }) => {
    await openTab(page, /^Mensajes formateados$/);
    await page.getByRole('tab', { name: 'Inspector' }).click();
    await expect(page.getByLabel('Filtrar (contiene)')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
