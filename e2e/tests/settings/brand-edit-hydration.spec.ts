import { expect, type Page, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { hydrated, pageErrors } from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// A guest has the restaurant's site open (its brand and settings cached in the tab) while staff
// rename the brand in the back office: the next page the guest opens is served with the new
// name, and hydrates with it, without React's hydration error (#418) or a flash of the old name.

const OWNER = { email: 'owner@example.com', password: 'cantina-owner' };
const HYDRATION = /#418|#423|#425|hydrat/i;

type Effective = { branding: { company: { brandName: string } } };
const servedBrand = async (page: Page): Promise<string> =>
  (
    (await (
      await page.request.get(`${URLS.restaurant}/api/bss-effective?locale=es`)
    ).json()) as Effective
  ).branding.company.brandName;

/** What staff's 'Guardar todo' in the branding tab sends for a new brand name. */
async function renameBrand(page: Page, brandName: string): Promise<void> {
  const token = await idTokenFor(OWNER.email, OWNER.password);
  const res = await page.request.patch(`${URLS.restaurantAdmin}/api/admin/branding`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
    data: JSON.stringify({ company: { brandName } }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

const brandInHeader = (page: Page) => page.getByRole('banner').locator('.brand__name');

test('a page opened after the brand is renamed hydrates with the new name', async ({ page }) => {
  test.slow();
  const before = await servedBrand(page);
  const renamed = `Mariachi Renombrado ${String(Date.now()).slice(-5)}`;
  const errors = pageErrors(page, HYDRATION);
  await page.goto(`${URLS.restaurant}/es`);
  await hydrated(page);
  await expect(brandInHeader(page)).toHaveText(before);
  // The tab now holds the tenant's data (session storage) as it was before the edit.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('bss:'))),
    )
    .toBe(true);
  try {
    await renameBrand(page, renamed);
    // The API's own reuse of the tenant's data lasts a few seconds: the served page follows.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${URLS.restaurant}/es/menus`)).text()).includes(renamed),
        { timeout: 60_000 },
      )
      .toBe(true);
    for (const path of ['/es/menus', '/es', '/es/sobrenosotros']) {
      await page.goto(`${URLS.restaurant}${path}`);
      await hydrated(page);
      await expect(brandInHeader(page)).toHaveText(renamed);
      await page.waitForLoadState('networkidle');
      await expect(brandInHeader(page)).toHaveText(renamed);
    }
    expect(errors).toEqual([]);
  } finally {
    await renameBrand(page, before);
  }
});
