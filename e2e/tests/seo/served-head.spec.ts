import { expect, test, type APIRequestContext } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { pageErrors } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The API writes each page's head from the back office's metadata (apps/api/src/plugins/app/site).
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

type MetadataTable = { entries: Record<string, Partial<Record<'es' | 'en' | 'fr', string>>> };

async function staffHeaders() {
  return { authorization: `Bearer ${await idTokenFor('staff@example.com', 'cantina-staff')}` };
}

async function saveMenuTitle(request: APIRequestContext, en: string) {
  const res = await request.put(`${URLS.web}/api/admin/meta/page?routeKey=menu`, {
    headers: await staffHeaders(),
    data: { entries: { title: { en } } },
  });
  expect(res.status()).toBe(200);
}

test.describe('served head (no JavaScript)', () => {
  test('GET /en/menus shows the stored title, and a change through the API within a minute', async ({
    request,
  }) => {
    test.setTimeout(100_000);
    const before = await request.get(`${URLS.web}/api/admin/meta/page?routeKey=menu`, {
      headers: await staffHeaders(),
    });
    const stored = ((await before.json()) as MetadataTable).entries.title?.en;
    expect(stored, 'the demo seeds the menu page metadata').toBeTruthy();
    const page = await request.get(`${URLS.web}/en/menus`);
    expect(titleOf(await page.text())).toBe(stored?.replace(/&/g, '&amp;'));

    const changed = `Menu & drinks ${Date.now()}`;
    await saveMenuTitle(request, changed);
    try {
      const started = Date.now();
      await expect
        .poll(async () => titleOf(await (await request.get(`${URLS.web}/en/menus`)).text()), {
          timeout: 60_000,
          intervals: [1_000, 2_000, 5_000],
        })
        .toBe(changed.replace('&', '&amp;'));
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await saveMenuTitle(request, stored ?? '');
    }
  });

  test('robots.txt points to a sitemap listing the public pages in es, en and fr', async ({
    request,
  }) => {
    const robots = await (await request.get(`${URLS.web}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${URLS.web}/sitemap.xml`);
    const sitemap = await (await request.get(`${URLS.web}/sitemap.xml`)).text();
    for (const path of [
      '',
      '/menus',
      '/reservas',
      '/galeria',
      '/sobrenosotros',
      '/blog',
      '/terminos',
    ])
      for (const locale of ['es', 'en', 'fr'])
        expect(sitemap).toContain(`<loc>${URLS.web}/${locale}${path}</loc>`);
    for (const left of ['/404', '/login', '/encuesta', '/suscritos', '/desuscritos', '/checkout'])
      expect(sitemap).not.toContain(`${left}<`);
  });
});

test.describe('hydration with the served head', () => {
  for (const locale of ['es', 'en', 'fr'] as const) {
    test(`/${locale} and /${locale}/menus hydrate without errors and keep the served head`, async ({
      page,
    }) => {
      const problems = pageErrors(page, HYDRATION);
      for (const path of [`/${locale}`, `/${locale}/menus`]) {
        const served = await (await page.request.get(`${URLS.web}${path}`)).text();
        const block = /id="bar-head">([\s\S]*?)<\/script>/.exec(served)?.[1];
        const head = JSON.parse(block ?? 'null') as {
          pages: Record<string, { title: string; description: string }>;
        };
        const expected = Object.values(head.pages)[0]!;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // The theme toggle only answers once React has hydrated.
        const toggle = page.locator('.theme-toggle');
        const slot = await toggle.getAttribute('data-slot');
        await toggle.click();
        await expect(toggle).not.toHaveAttribute('data-slot', slot ?? '');
        await expect(page).toHaveTitle(expected.title);
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          expected.description,
        );
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${URLS.web}${path}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await toggle.click();
      }
      expect(problems).toEqual([]);
    });
  }
});

test('after a client-side navigation the canonical, alternates and og:url name the page shown', async ({
  page,
}) => {
  const canonical = page.locator('head link[rel="canonical"]');
  const alternate = (lang: string) =>
    page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await expect(canonical).toHaveAttribute('href', `${URLS.web}/fr`);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page
    .getByRole('navigation', { name: /principal|main/i })
    .getByRole('link', { name: 'Menu' })
    .click();
  await expect(page).toHaveURL(/\/fr\/menus$/);
  await expect(canonical).toHaveAttribute('href', `${URLS.web}/fr/menus`);
  await expect(alternate('en')).toHaveAttribute('href', `${URLS.web}/en/menus`);
  await expect(alternate('x-default')).toHaveAttribute('href', `${URLS.web}/es/menus`);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${URLS.web}/fr/menus`,
  );
  expect(documents).toEqual([]); // it was a client-side navigation
  await page.goBack();
  await expect(canonical).toHaveAttribute('href', `${URLS.web}/fr`);
  await expect(alternate('es')).toHaveAttribute('href', `${URLS.web}/es`);
});
