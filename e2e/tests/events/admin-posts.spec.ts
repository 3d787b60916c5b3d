import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';
import { drawPng } from '../../support/pictures.js';
import { openSection, sectionLink, sectionRegion } from '../../support/admin-nav.js';

const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

type PublicEvent = {
  id: string;
  title: string;
  status: string;
  ctas: { type: string; url: string; label: string; as: string }[];
  media: {
    contentType: string;
    url: string;
    alt?: string;
    focus?: { x: number; y: number };
    resized: { width: number; url: string }[];
  }[];
};

/** A date in the coming weeks, so the event is upcoming in any zone. */
function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A 800×500 picture: a real PNG the API can resize. */
const makePng = (page: Page): Promise<Buffer> =>
  drawPng(page, { width: 800, height: 500, colors: ['#a3361f', '#f2c14e'] });

async function openNewPost(page: Page): Promise<void> {
  await signInToAdmin(page, STAFF.email, STAFF.password);
  await openSection(page, 'Publicaciones');
  const panel = sectionRegion(page, 'Publicaciones');
  await panel.getByRole('button', { name: '+ Nueva' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva publicación' })).toBeFocused();
}

async function publicUpcoming(request: APIRequestContext): Promise<PublicEvent[]> {
  const answer = await request.get(`${URLS.web}/api/events?when=upcoming`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: PublicEvent[] }).events;
}

test.describe('the back office posts editor', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('staff publish an event with a picture and two calls to action; the public read has it with webp variants', async ({
    page,
    request,
  }) => {
    const title = `Noche de jazz ${Date.now()}`;
    await openNewPost(page);
    const png = await makePng(page);

    // The spec's validation messages first (Spanish catalogue of the domain rules).
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El título es obligatorio')).toBeVisible();
    await expect(page.getByText('La fecha es obligatoria')).toBeVisible();

    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(7));
    await page.getByLabel('Hora de inicio').fill('20:30');
    await page.getByLabel('Lugar', { exact: true }).fill('Terraza');
    await page.getByLabel('Descripción', { exact: true }).fill('Cuarteto en vivo.');

    const first = page.getByRole('group', { name: 'Llamada a la acción 1' });
    await first.getByLabel('Tipo').selectOption('url');
    await first.getByLabel('Enlace').fill('https://example.com/reservar');
    await page.getByLabel('Texto de la llamada a la acción 1', { exact: true }).fill('Reservar');
    const second = page.getByRole('group', { name: 'Llamada a la acción 2' });
    await second.getByLabel('Tipo').selectOption('phone');
    await second.getByLabel('Enlace').fill('+1 (416) 555-0100');
    await page.getByLabel('Texto de la llamada a la acción 2', { exact: true }).fill('Llamar');
    await second.getByLabel('Mostrar como botón').uncheck();

    await page
      .getByLabel('Añadir archivos')
      .setInputFiles({ name: 'cartel.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'cartel.png' })).toBeVisible();
    // What the picture shows, and the part a phone's crop keeps (the band's name at the top).
    await page.getByLabel('Texto alternativo de cartel.png').fill('Cartel del cuarteto');
    await page.getByLabel('Punto de enfoque de cartel.png').selectOption({ label: 'Arriba' });
    await expect(page.getByRole('img', { name: 'cartel.png' })).toHaveCSS(
      'object-position',
      '50% 0%',
    );
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${title}»`, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Editar publicación' })).toBeVisible();

    const event = (await publicUpcoming(request)).find((item) => item.title === title);
    expect(event).toBeDefined();
    expect(event?.status).toBe('published');
    expect(event?.ctas.map(({ type, label, as }) => ({ type, label, as }))).toEqual([
      { type: 'url', label: 'Reservar', as: 'button' },
      { type: 'phone', label: 'Llamar', as: 'link' },
    ]);
    const picture = event?.media[0];
    expect(picture?.contentType).toBe('image/png');
    expect(picture?.alt).toBe('Cartel del cuarteto');
    expect(picture?.focus).toEqual({ x: 50, y: 0 });
    expect(picture?.resized.map((variant) => variant.width)).toEqual([640, 750]);
    for (const variant of picture?.resized ?? []) {
      const file = await request.get(new URL(variant.url, URLS.web).toString());
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('image/webp');
    }

    // Back in the list it is under the upcoming posts, not marked as a draft.
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    const upcoming = page.getByRole('region', { name: 'Próximas' });
    const row = upcoming.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Borrador')).toHaveCount(0);
  });

  test('a draft is listed with its badge but never shown publicly; deleting asks first', async ({
    page,
    request,
  }) => {
    const title = `Borrador secreto ${Date.now()}`;
    await openNewPost(page);
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(3));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${title}»`);

    expect((await publicUpcoming(request)).some((item) => item.title === title)).toBe(false);

    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    const row = page
      .getByRole('region', { name: 'Próximas' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row.getByText('Borrador', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar la publicación?' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
    // "Deshacer" gives the post back; deleting again and closing the notice sends the delete.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(row.getByText('Borrador', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar aviso' }).last().click();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Próximas' })).toBeVisible();
      await expect(row).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  });

  test('unsaved changes are marked and leaving them asks first; Ctrl+S saves', async ({ page }) => {
    const title = `Noche de boleros ${Date.now()}`;
    await openNewPost(page);
    const titleBox = page.getByRole('textbox', { name: 'Título' });
    await titleBox.fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(6));
    await expect(page.getByText('Cambios sin guardar')).toBeVisible();
    const discard = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });

    // "Volver a la lista" asks; "Seguir editando" keeps the edit.
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await expect(discard.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(titleBox).toHaveValue(title);

    // Another section asks too.
    await sectionLink(page, 'Galería').click();
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(titleBox).toHaveValue(title);

    // So does the browser's back button (back to the day view the sign-in opened).
    await page.goBack();
    await discard.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(titleBox).toHaveValue(title);
    await expect(page).toHaveURL(/\/admin\/posts$/);

    // Ctrl+S saves; then nothing is unsaved and the list opens without a question.
    await titleBox.press('Control+s');
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${title}»`);
    await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
    await titleBox.fill(`${title} (editado)`);
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await discard.getByRole('button', { name: 'Descartar cambios' }).click();
    const row = page.getByRole('region', { name: 'Próximas' }).getByRole('listitem');
    await expect(row.filter({ hasText: title })).toHaveCount(1);
    await expect(row.filter({ hasText: `${title} (editado)` })).toHaveCount(0);
  });

  test('a file the API refuses is named with its reason, and the post is not published until its files are in', async ({
    page,
    request,
  }) => {
    const title = `Cartel roto ${Date.now()}`;
    await openNewPost(page);
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(4));
    // It claims to be a PNG; its bytes are not a picture.
    await page.getByLabel('Añadir archivos').setInputFiles({
      name: 'roto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture at all'),
    });
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ocurrió un error al guardar. Revisa la consola.');
    await expect(alert).toContainText('No se pudo subir «roto.png»: Tipo de archivo no admitido.');
    expect((await publicUpcoming(request)).some((item) => item.title === title)).toBe(false);

    // Without the broken file the same post (not a second one) is saved and published.
    await page.getByRole('button', { name: 'Quitar: roto.png' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${title}»`);
    const published = (await publicUpcoming(request)).filter((item) => item.title === title);
    expect(published).toHaveLength(1);
    expect(published[0]?.status).toBe('published');
  });

  test('a big video goes up through a resumable session, with progress, pause and resume; the stored file is the same bytes', async ({
    page,
    request,
  }) => {
    const title = `Video de la fiesta ${Date.now()}`;
    await openNewPost(page);
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByLabel('Fecha', { exact: true }).fill(futureDate(5));
    // An MP4 (its ftyp box, then noise) of 3 MB: over the 256 KiB threshold, sent in chunks.
    const video = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      randomBytes(3_000_000),
    ]);
    // Each request to the session takes a moment, as on a slow connection.
    await page.route('**/api/uploads/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
    });

    await page
      .getByLabel('Añadir archivos')
      .setInputFiles({ name: 'fiesta.mp4', mimeType: 'video/mp4', buffer: video });
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();

    const progress = page.getByRole('progressbar', { name: 'Subiendo fiesta.mp4' });
    const pause = page.getByRole('button', { name: 'Pausar: fiesta.mp4' });
    await expect(page.getByText('Subiendo', { exact: true })).toBeVisible();
    await expect(pause).toBeEnabled();
    await pause.click();
    await expect(page.getByText('En pausa', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar subida: fiesta.mp4' })).toBeDisabled();
    const pausedAt = Number(await progress.getAttribute('value'));
    expect(pausedAt).toBeLessThan(1);
    // Paused means paused: nothing moves.
    await page.waitForTimeout(1500);
    expect(Number(await progress.getAttribute('value'))).toBe(pausedAt);
    await expect(page.getByRole('status')).toHaveText('Guardando…');
    // Nothing is published before its uploads succeeded: the post waits as a private draft.
    expect((await publicUpcoming(request)).some((item) => item.title === title)).toBe(false);

    await page.getByRole('button', { name: 'Reanudar: fiesta.mp4' }).click();
    await expect(page.getByRole('status')).toHaveText(`Publicación guardada: «${title}»`, {
      timeout: 40_000,
    });

    const event = (await publicUpcoming(request)).find((item) => item.title === title);
    const media = event?.media[0];
    expect(media?.contentType).toBe('video/mp4');
    const file = await request.get(new URL(media!.url, URLS.web).toString());
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), video)).toBe(0);
  });
});
