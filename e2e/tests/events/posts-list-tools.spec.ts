import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { openSection, sectionRegion } from '../../support/admin-nav.js';
import { createEvent, dayFromToday, staffToken } from '../blog/blog-events.js';

// Staff search the posts by a word of the title (accents ignored), the view survives a reload
// because it is in the URL, and the "when" filter narrows the list.
test.describe('the posts list tools', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('staff search the posts for a word, reload keeps the search, and a filter narrows the list', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const word = `trompeta${stamp}`;
    const token = await staffToken();
    const soon = `Noche de ${word} y café`;
    const gone = `Clase de ${word}`;
    const other = `Noche de boleros ${stamp}`;
    await createEvent(request, token, { title: soon, date: dayFromToday(5), status: 'published' });
    await createEvent(request, token, { title: gone, date: dayFromToday(-3), status: 'published' });
    await createEvent(request, token, { title: other, date: dayFromToday(6), status: 'published' });

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Publicaciones');
    const panel = sectionRegion(page, 'Publicaciones');
    const rows = panel.getByRole('listitem').filter({ hasText: String(stamp) });
    await expect(rows).toHaveCount(3);

    await panel.getByLabel('Buscar en las publicaciones').fill(word.toUpperCase());
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: other })).toHaveCount(0);
    await expect(panel.getByText('2 publicaciones', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`));

    // Accents are ignored: "cafe" finds "café".
    await panel.getByLabel('Buscar en las publicaciones').fill(`${word} cafe`);
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: soon })).toHaveCount(1);

    // The view is in the URL: a reload shows the same list.
    await panel.getByLabel('Buscar en las publicaciones').fill(word);
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(panel.getByLabel('Buscar en las publicaciones')).toHaveValue(word);
    await expect(rows).toHaveCount(2);

    // The "when" filter keeps the past one only, under its heading.
    await panel.getByLabel('Cuándo').selectOption('past');
    await expect(rows).toHaveCount(1);
    await expect(
      panel
        .getByRole('region', { name: 'Pasadas' })
        .getByRole('listitem')
        .filter({ hasText: gone }),
    ).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Próximas' })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]when=past/);
    await panel.getByLabel('Estado').selectOption('draft');
    await expect(panel.getByText('No hay publicaciones con estos filtros.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
