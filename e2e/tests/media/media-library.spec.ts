import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { drawPng } from '../../support/pictures.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';
import { futureDate, heroRegion, tabTo } from '../hero/hero-support.js';

// The media library: staff choose a picture already in the Files section for an event (by
// keyboard, after a search that ignores accents and capitals), the site shows it, and a file
// uploaded from the library lands in the Files section.

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };
const STAMP = Date.now().toString(36);
const PICKED = `Pátio Nocturno ${STAMP}.png`;
const OTHER = `Patio de día ${STAMP}.png`;
const NOTES = `patio notas ${STAMP}.txt`;
const UPLOADED = `Subida ${STAMP}.png`;
const TITLE = `Cena con foto de la biblioteca ${STAMP}`;
const DISH = `Tostada del patio ${STAMP}`;

type PublicEvent = { id: string; title: string; media: { url: string; resized: unknown[] }[] };

const mediaUrl = (path: string) => `/api/media/${encodeURIComponent(path)}`;

async function staffHeaders() {
  return { authorization: `Bearer ${await idTokenFor(STAFF.email, STAFF.password)}` };
}

/** Setup: a file at the top of the Files section, as staff put it there earlier. */
async function storeFile(
  request: APIRequestContext,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  const answer = await request.post(`${URLS.web}/api/admin/storage/files?prefix=`, {
    headers: await staffHeaders(),
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(answer.status()).toBe(201);
}

async function openNewPost(page: Page) {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, 'Publicaciones');
  await sectionRegion(page, 'Publicaciones').getByRole('button', { name: '+ Nueva' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva publicación' })).toBeFocused();
}

const loaded = (image: ReturnType<Page['locator']>) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

/**
 * A guest scrolls to the picture and it has loaded. The public page replaces its served cells
 * when its module renders them again, so the scroll and the check are retried together until
 * one element holds still for both.
 */
const seenOnSite = (image: ReturnType<Page['locator']>) =>
  expect(async () => {
    await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
    const width = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    expect(width).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

test.describe('the media library', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ context }) => routeExternalHosts(context));

  test.afterAll(async ({ request }) => {
    const headers = await staffHeaders();
    const { upcoming, past } = (await (
      await request.get(`${URLS.web}/api/admin/events`, { headers })
    ).json()) as { upcoming: PublicEvent[]; past: PublicEvent[] };
    for (const event of [...upcoming, ...past].filter((item) => item.title === TITLE))
      await request.delete(`${URLS.web}/api/admin/events/${event.id}`, { headers });
    const products = (await (
      await request.get(`${URLS.web}/api/admin/ai-agents/default/catalog/products`, { headers })
    ).json()) as { items?: { id: string; name: string }[] };
    for (const item of (products.items ?? []).filter((product) => product.name === DISH))
      await request.delete(`${URLS.web}/api/admin/ai-agents/default/catalog/products/${item.id}`, {
        headers,
      });
    const gallery = (await (
      await request.get(`${URLS.web}/api/admin/gallery`, { headers })
    ).json()) as { items?: { id: string; url: string }[] };
    for (const item of (gallery.items ?? []).filter((picture) => picture.url === mediaUrl(PICKED)))
      await request.delete(`${URLS.web}/api/admin/gallery/${item.id}`, { headers });
    for (const name of [PICKED, OTHER, NOTES, UPLOADED])
      await request.delete(
        `${URLS.web}/api/admin/storage/object?path=${encodeURIComponent(name)}&force=true`,
        { headers },
      );
  });

  test('staff choose a stored picture for an event by keyboard; the admin and the site show it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto(URLS.admin);
    const png = await drawPng(page, { width: 900, height: 500, colors: ['#264653', '#e9c46a'] });
    await storeFile(request, OTHER, 'image/png', png);
    await storeFile(request, NOTES, 'text/plain', Buffer.from('Mesas del patio'));
    await storeFile(request, PICKED, 'image/png', png);

    await openNewPost(page);
    await page.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(1));
    await page.getByLabel('Hora de inicio').fill('00:10');

    const opener = page.getByRole('button', { name: 'Elegir de la biblioteca' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    const search = dialog.getByRole('searchbox', { name: 'Buscar por nombre' });
    await expect(search).toBeFocused();

    // Escape closes it; focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();

    // Pictures only (the text file is not offered), accents and capitals ignored.
    await search.fill(`patio ${STAMP}`);
    await expect(dialog.getByRole('status')).toHaveText('2 archivos');
    const choices = dialog.getByRole('list', { name: 'Archivos de la biblioteca' });
    await expect(choices.getByRole('button', { name: `Elegir ${PICKED}` })).toBeVisible();
    await expect(choices.getByRole('button', { name: `Elegir ${OTHER}` })).toBeVisible();
    await expect(dialog.getByText(NOTES)).toHaveCount(0);
    await loaded(choices.getByRole('button', { name: `Elegir ${PICKED}` }).locator('img'));
    await expectNoAxeViolations(page);

    // Arrow keys move between the files.
    const first = choices.getByRole('button').first();
    const second = choices.getByRole('button').nth(1);
    await tabTo(page, (await first.getAttribute('aria-label')) ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();

    await search.fill(`PATIO NOCTURNO ${STAMP}`);
    await expect(dialog.getByRole('status')).toHaveText('1 archivo');
    await expect(choices.getByRole('button', { name: `Elegir ${OTHER}` })).toHaveCount(0);
    await tabTo(page, `Elegir ${PICKED}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    const preview = page.getByRole('img', { name: PICKED });
    await expect(preview).toBeVisible();
    await loaded(preview);
    await page.getByLabel(`Texto alternativo de ${PICKED}`).fill('El patio de noche');
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${TITLE}»`, {
      timeout: 20_000,
    });

    // In the list, opened again: the picture is the event's.
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await page.getByRole('button', { name: `Editar: ${TITLE}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar publicación' })).toBeFocused();
    await loaded(page.getByRole('img', { name: PICKED }));
    await expect(page.getByLabel(`Texto alternativo de ${PICKED}`)).toHaveValue(
      'El patio de noche',
    );

    // The site: the public read and the home page's hero show the stored file.
    const upcoming = (await (await request.get(`${URLS.web}/api/events?when=upcoming`)).json()) as {
      events: PublicEvent[];
    };
    const event = upcoming.events.find((item) => item.title === TITLE);
    expect(event?.media.map((item) => item.url)).toEqual([mediaUrl(PICKED)]);

    await page.goto(`${URLS.web}/es`);
    const hero = heroRegion(page, 'Próximos eventos');
    await hero.getByRole('button', { name: new RegExp(`^Evento \\d+ ?: ${TITLE}$`) }).click();
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(TITLE);
    const shown = hero.locator('.hero__slide[data-current="true"] img');
    await expect(shown).toHaveAttribute('src', mediaUrl(PICKED));
    await expect(shown).toHaveAttribute('alt', 'El patio de noche');
    await loaded(shown);
  });

  test('staff choose a stored picture for a catalogue item; the list and the menu show it', async ({
    page,
  }) => {
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Agente IA');
    const catalog = page.getByRole('region', { name: 'Catálogo del agente IA' });
    await catalog.getByRole('button', { name: '+ Nuevo' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo elemento' })).toBeFocused();
    await catalog.getByLabel('Nombre', { exact: true }).fill(DISH);
    await catalog.getByLabel('Precio', { exact: true }).fill('7.5');
    await catalog.getByLabel('Subcategoría', { exact: true }).fill('Entradas');
    // The select's name holds its shown option too ('Categoría —').
    await catalog
      .locator('form')
      .getByRole('combobox', { name: /^Categoría/ })
      .selectOption({ label: 'Comida' });

    const opener = catalog.getByRole('button', { name: 'Elegir de la biblioteca: Foto' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    await dialog
      .getByRole('searchbox', { name: 'Buscar por nombre' })
      .fill(`pátio nocturno ${STAMP}`);
    await expect(dialog.getByRole('status')).toHaveText('1 archivo');
    await tabTo(page, `Elegir ${PICKED}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    const thumb = catalog.locator('form img.catalog-row__thumb');
    await expect(thumb).toHaveAttribute('src', mediaUrl(PICKED));
    await loaded(thumb);
    await catalog.getByRole('button', { name: 'Guardar', exact: true }).click();

    // The list shows 20 a page: the search finds the new item wherever it is.
    await catalog.getByLabel('Buscar en el catálogo').fill(DISH);
    const row = catalog.getByRole('listitem').filter({ hasText: DISH });
    await expect(row.locator('img')).toHaveAttribute('src', mediaUrl(PICKED));
    await loaded(row.locator('img'));

    await page.goto(`${URLS.web}/es/menus`);
    const item = page
      .locator('li.menu-item')
      .filter({ has: page.getByRole('heading', { level: 4, name: DISH }) });
    const picture = item.locator('img.menu-item__media');
    await expect(picture).toHaveAttribute('src', mediaUrl(PICKED));
    await seenOnSite(picture);
  });

  test('staff add a stored picture to the gallery from the library; guests see it', async ({
    page,
  }) => {
    await signInToAdmin(page, STAFF.email, STAFF.password);
    await openSection(page, 'Galería');
    const panel = sectionRegion(page, 'Galería');
    const opener = panel.getByRole('button', { name: 'Elegir de la biblioteca' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    await dialog.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`nocturno ${STAMP}`);
    await expect(dialog.getByRole('status')).toHaveText('1 archivo');
    await tabTo(page, `Elegir ${PICKED}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Its Spanish alt text is the file's name until staff write a better one.
    const name = PICKED.replace(/\.png$/, '');
    const list = panel.getByRole('list', { name: 'Fotos de la galería' });
    const row = list.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('De la biblioteca')).toBeVisible();
    await loaded(row.locator('img'));

    await page.goto(`${URLS.web}/es/galeria`);
    const picture = page.locator(`.gallery__grid img[src="${mediaUrl(PICKED)}"]`);
    await seenOnSite(picture);
  });

  test('a file uploaded from the library is offered at once and listed in the Files section', async ({
    page,
  }) => {
    await openNewPost(page);
    const png = await drawPng(page, { width: 600, height: 400, colors: ['#9b2226', '#ee9b00'] });
    const opener = page.getByRole('button', { name: 'Elegir de la biblioteca' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    await dialog
      .getByLabel('Subir a la biblioteca')
      .setInputFiles({ name: UPLOADED, mimeType: 'image/png', buffer: png });
    await expect(dialog.getByRole('status')).toContainText(`${UPLOADED} ya está en la biblioteca.`);
    await dialog.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`subida ${STAMP}`);
    const choice = dialog.getByRole('button', { name: `Elegir ${UPLOADED}` });
    await expect(choice).toBeVisible();
    await loaded(choice.locator('img'));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(opener).toBeFocused();

    await openSection(page, 'Archivos');
    const table = page.getByRole('table', { name: 'Contenido de Todos los archivos' });
    await expect(table.getByRole('button', { name: `Ver el archivo ${UPLOADED}` })).toBeVisible();
  });
});
