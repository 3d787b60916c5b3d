import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

// The cloud tab: staff query the kiosk surveys of a date range, sort them, open one, and
// download the CSV the API builds; its rows are the table's rows, and the download is logged.
const ratings = { experience: 4, flavor: 4, service: 4, waitTime: 4, atmosphere: 4, price: 4 };
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the cloud tab', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('@phone surveys of a date range: sorted, one opened, the CSV has the same rows and is logged', async ({
    page,
    request,
  }) => {
    test.slow();
    const comment = `Encuesta para la nube ${Date.now()}`;
    const sent = await request.post(`${URLS.web}/api/surveys`, {
      data: {
        locale: 'es',
        name: 'Nube',
        comment,
        answers: { ratings, wouldRecommend: true, wouldReturn: true, howHeard: 'flyer' },
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Nube');
    const search = page.getByRole('form', { name: 'Consulta' });
    await search.getByLabel('Colección').selectOption({ label: 'Encuestas' });
    await search.getByLabel('Desde').fill(day(-1));
    await search.getByLabel('Hasta').fill(day(1));
    await search.getByRole('button', { name: 'Consultar' }).click();

    const table = page.getByRole('table', { name: 'Encuestas' });
    await expect(table.getByRole('button', { name: `Ver la fila ${id}` })).toBeVisible();
    const summary = page.getByText(/^\d+ filas? · zona horaria America\/Toronto/);
    await expect(summary).toBeVisible();
    const count = Number((await summary.textContent())?.match(/^\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    // The columns staff read first, named in the panel's language (not the stored field names).
    await expect(table.getByRole('columnheader')).toHaveText([
      /^Id/,
      /^Fecha/,
      /^Nombre/,
      /^Comentario/,
      /^Idioma/,
    ]);

    // Sorting by date flips the order and says so (aria-sort).
    const dateHeader = table.getByRole('columnheader', { name: /Fecha/ });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');

    // A row's every field.
    await table.getByRole('button', { name: `Ver la fila ${id}` }).click();
    await expect(page.getByRole('heading', { name: `Fila ${id}` })).toBeFocused();
    const detail = page.getByRole('region', { name: `Fila ${id}` });
    await expect(detail).toContainText(comment);
    // Its fields under the table's names where the panel has one.
    await expect(detail.getByRole('term').filter({ hasText: /^Comentario$/ })).toHaveCount(1);
    await expect(detail.getByRole('term').filter({ hasText: /^comment$/ })).toHaveCount(0);

    // The CSV is the API's: one line per row of the table, the header first, times local.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('surveys.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    // id, the local time, then every field found, alphabetically (others, such as `hidden`,
    // appear once a row has them).
    expect(lines[0]).toMatch(
      /^id,at \(America\/Toronto\),answers,comment,(.+,)?locale,name,success,ts$/,
    );
    expect(lines).toHaveLength(count + 1);
    expect(lines.some((line) => line.startsWith(`${id},`) && line.includes(comment))).toBe(true);
    await expect(page.getByText('CSV descargado.').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Descargas recientes' }).getByRole('listitem').first(),
    ).toContainText(`staff@example.com · Encuestas · ${count} ${count === 1 ? 'fila' : 'filas'}`);
  });
});
