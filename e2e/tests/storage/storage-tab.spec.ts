import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

// The file browser ("Archivos"): staff walk the tenant's folders, upload small and big files
// (a 5 MB one paused and resumed, another cancelled), edit a file's headers, and delete, warned
// when a page shows the file.

/** An MP4 (its ftyp box, which the type sniffing recognises), then noise: `size` bytes. */
const mp4 = (size: number) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    randomBytes(size - 24),
  ]);

async function openFilesTab(page: Page) {
  await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
  await openSection(page, 'Archivos');
  await expect(
    page.getByRole('heading', { name: 'Archivos: lo que el sitio guarda' }),
  ).toBeVisible();
}

async function openFolder(page: Page, name: string) {
  await page.getByLabel('Abrir o crear una carpeta').fill(name);
  await page.getByRole('button', { name: 'Abrir carpeta' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Carpeta actual' }).locator('[aria-current="location"]'),
  ).toHaveText(name.split('/').at(-1)!);
}

test.describe('the files tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone uploads into a new folder: a small file at once, a 5 MB one paused and resumed, another cancelled', async ({
    page,
    request,
  }) => {
    test.slow();
    const folder = `e2e-${Date.now()}`;
    await openFilesTab(page);
    await openFolder(page, folder);
    const table = page.getByRole('table', { name: `Contenido de ${folder}/` });
    await expect(table).toContainText('No hay datos disponibles');

    // A small file: one request.
    const upload = page.getByLabel('Subir archivos a esta carpeta');
    await upload.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Horario de verano'),
    });
    await expect(table.getByRole('button', { name: 'Ver el archivo notas.txt' })).toBeVisible();

    // Big files go in chunks; each chunk takes a moment, as on a slow connection.
    await page.route('**/api/uploads/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue().catch(() => undefined);
    });
    const video = mp4(5 * 1024 * 1024);
    await upload.setInputFiles({ name: 'ensayo.mp4', mimeType: 'video/mp4', buffer: video });
    const progress = page.getByRole('progressbar', { name: 'Progreso de ensayo.mp4' });
    const pause = page.getByRole('button', { name: 'Pausar: ensayo.mp4' });
    await expect(pause).toBeEnabled();
    await pause.click();
    await expect(page.getByRole('button', { name: 'Reanudar: ensayo.mp4' })).toBeVisible();
    await expect(page.getByText('En pausa', { exact: true })).toBeVisible();
    const pausedAt = Number(await progress.getAttribute('value'));
    expect(pausedAt).toBeLessThan(1);
    await page.waitForTimeout(1500);
    expect(Number(await progress.getAttribute('value'))).toBe(pausedAt);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reanudar: ensayo.mp4' }).click();
    await expect(table.getByRole('button', { name: 'Ver el archivo ensayo.mp4' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(progress).toHaveAttribute('value', '1');
    const stored = await request.get(`${URLS.web}/api/media/${folder}/ensayo.mp4`);
    expect(stored.status()).toBe(200);
    expect(Buffer.compare(await stored.body(), video)).toBe(0);

    // Another big one, cancelled while it runs: it never appears.
    await upload.setInputFiles({
      name: 'descarte.mp4',
      mimeType: 'video/mp4',
      buffer: mp4(2_000_000),
    });
    const cancel = page.getByRole('button', { name: 'Cancelar subida: descarte.mp4' });
    await expect(cancel).toBeEnabled();
    await cancel.click();
    await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(table.getByRole('button', { name: 'Ver el archivo ensayo.mp4' })).toBeVisible();
    await expect(table).not.toContainText('descarte.mp4');
    await page.getByRole('button', { name: 'Quitar las terminadas' }).click();
    await expect(page.getByRole('heading', { name: 'Subidas' })).toHaveCount(0);
  });

  test('a file: every metadata field, headers edited and served, deleted; a file in use warns first', async ({
    page,
    request,
  }) => {
    const folder = `e2e-meta-${Date.now()}`;
    await openFilesTab(page);
    await openFolder(page, folder);
    await page.getByLabel('Subir archivos a esta carpeta').setInputFiles({
      name: 'carta.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Tacos al pastor'),
    });
    const table = page.getByRole('table', { name: `Contenido de ${folder}/` });
    await table.getByRole('button', { name: 'Ver el archivo carta.txt' }).click();
    const detail = page.getByRole('region', { name: 'Archivo carta.txt' });
    await expect(page.getByRole('heading', { name: 'Archivo carta.txt' })).toBeFocused();
    for (const field of [
      'bucket',
      'generation',
      'metageneration',
      'fullPath',
      'md5Hash',
      'contentType',
      'customMetadata',
    ])
      await expect(
        detail.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) }),
      ).toBeVisible();
    await expect(detail).toContainText('Ninguna página lo muestra.');

    await detail.getByLabel('Cache-Control').fill('public, max-age=120');
    await detail.getByLabel('Content-Disposition').fill('attachment; filename="carta.txt"');
    await detail.getByRole('button', { name: 'Añadir una clave' }).click();
    await detail.getByLabel('Clave', { exact: true }).fill('autor mal');
    await expect(
      detail.getByText('Usa letras, números, «.», «_» o «-» (hasta 128).'),
    ).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Guardar metadatos' })).toBeDisabled();
    await detail.getByLabel('Clave', { exact: true }).fill('autor');
    await detail.getByLabel('Valor', { exact: true }).fill('Ana');
    await detail.getByRole('button', { name: 'Guardar metadatos' }).click();
    await expect(page.getByText('Metadatos guardados.', { exact: true })).toBeVisible();
    await expect(detail).toContainText('autor: Ana');
    const served = await request.get(`${URLS.web}/api/media/${folder}/carta.txt`);
    expect(served.headers()['cache-control']).toBe('public, max-age=120');
    expect(served.headers()['content-disposition']).toBe('attachment; filename="carta.txt"');
    await expectNoAxeViolations(page);

    await detail.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar «carta.txt»?' });
    await expect(dialog).toContainText('Se eliminará «carta.txt» para siempre.');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('«carta.txt» eliminado.', { exact: true })).toBeVisible();
    await expect(table).toContainText('No hay datos disponibles');
    expect((await request.get(`${URLS.web}/api/media/${folder}/carta.txt`)).status()).toBe(404);

    // A demo event's picture: its page and the gallery show it, so deleting warns, and Cancel
    // keeps it.
    await page.getByRole('button', { name: 'Todos los archivos' }).click();
    await page.getByRole('button', { name: 'Abrir la carpeta events' }).click();
    await page.getByRole('button', { name: 'Abrir la carpeta karaoke-viernes' }).click();
    await page.getByRole('button', { name: 'Ver el archivo cover.webp' }).click();
    const cover = page.getByRole('region', { name: 'Archivo cover.webp' });
    await expect(cover).toContainText('Evento «Karaoke de los viernes»');
    await expect(cover.getByRole('img', { name: 'Vista previa de cover.webp' })).toBeVisible();
    await cover.getByRole('button', { name: 'Eliminar' }).click();
    const warning = page.getByRole('alertdialog', { name: '¿Eliminar «cover.webp»?' });
    await expect(warning).toContainText(
      'Este archivo está en uso: Evento «Karaoke de los viernes», Galería «Karaoke de los viernes». Si lo eliminas, esas páginas mostrarán un archivo roto.',
    );
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await expect(warning).toHaveCount(0);
    expect(
      (await request.get(`${URLS.web}/api/media/events/karaoke-viernes/cover.webp`)).status(),
    ).toBe(200);
  });
});
