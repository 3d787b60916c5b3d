import { type APIRequestContext, expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { openSection } from '../../support/admin-nav.js';
import { URLS } from '../../support/ports.js';
import { staffToken } from '../blog/blog-events.js';

// Staff search the AI agent's catalogue by a name in any language (accents ignored), the view
// survives a reload because it is in the URL, and the filters narrow the list; from the keyboard.
const BASE = `${URLS.web}/api/admin/ai-agents/default/catalog/products`;

async function createProduct(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const answer = await request.post(BASE, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

test.describe('the catalogue list tools', () => {
  const created: string[] = [];
  let token = '';

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test.afterEach(async ({ request }) => {
    for (const id of created.splice(0))
      await request.delete(`${BASE}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  });

  test('staff search the catalogue by name, reload keeps the view, and the filters narrow it, keyboard only', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const word = `tamarindo${stamp}`;
    token = await staffToken();
    const drink = `Agua de ${word} con café`;
    const cocktail = `Margarita de ${word}`;
    const dish = `Tacos ${stamp}`;
    created.push(
      await createProduct(request, token, { name: drink, category: 'food' }),
      await createProduct(request, token, {
        name: cocktail,
        category: 'cocktail',
        availableToday: false,
      }),
      await createProduct(request, token, {
        name: dish,
        category: 'food',
        translations: { en: { name: `Street tacos ${word}` } },
      }),
    );

    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Agente IA');
    const catalogue = page.getByRole('region', { name: 'Catálogo del agente IA' });
    const rows = catalogue.getByRole('listitem').filter({ hasText: String(stamp) });
    const search = catalogue.getByLabel('Buscar en el catálogo');

    // Typed from the keyboard: the search finds the English name too, in capitals.
    await search.focus();
    await page.keyboard.type(word.toUpperCase());
    await expect(rows).toHaveCount(3);
    await expect(catalogue.getByText('3 elementos', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`));

    // Accents are ignored: "cafe" finds "café".
    await page.keyboard.type(' cafe');
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: drink })).toHaveCount(1);
    await expect(catalogue.getByText('1 elemento', { exact: true })).toBeVisible();

    // The view is in the URL: a reload shows the same list.
    await page.reload();
    await expect(search).toHaveValue(`${word.toUpperCase()} cafe`);
    await expect(rows).toHaveCount(1);

    // Back to the word alone, then the category (Tab, then the arrows) keeps the cocktail.
    await search.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(word);
    await expect(rows).toHaveCount(3);
    await page.keyboard.press('Tab');
    const category = catalogue.getByLabel('Categoría', { exact: true });
    await expect(category).toBeFocused();
    // One arrow at a time, each one seen to land before the next (a press sent while the
    // list re-renders under load can be lost otherwise).
    for (const value of ['food', 'liquor', 'cocktail']) {
      await page.keyboard.press('ArrowDown');
      await expect(category).toHaveValue(value);
    }
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: cocktail })).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]category=cocktail/);

    // Availability: the cocktail is not offered today, the food is.
    for (const value of ['liquor', 'food', 'all']) {
      await page.keyboard.press('ArrowUp');
      await expect(category).toHaveValue(value);
    }
    await page.keyboard.press('Tab');
    const today = catalogue.getByLabel('Disponibilidad');
    await expect(today).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(today).toHaveValue('yes');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: cocktail })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(today).toHaveValue('no');
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: cocktail })).toHaveCount(1);

    // The Servicios tab has no category and none of these.
    await catalogue.getByRole('tab', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/[?&]kind=services/);
    await expect(catalogue.getByLabel('Categoría', { exact: true })).toHaveCount(0);
    await expect(rows).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
