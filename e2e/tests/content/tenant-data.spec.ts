import { expect, test } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { URLS } from '../../support/ports.js';

// The public site dressed in the tenant's data: branding in the header and footer, the
// bss-effective copy kept per session, and the tenant's translations over the bundled texts.

type Bss = {
  branding: { company: { brandName: string }; contact: { phone: string; email: string } };
};
const bssOf = async (origin: string) =>
  (await (await fetch(`${origin}/api/bss-effective?locale=en`)).json()) as Bss;

test.describe('tenant data on the public site', () => {
  test('each tenant shows its own brand name and contact data', async ({ page }) => {
    const [main, restaurant] = await Promise.all([bssOf(URLS.web), bssOf(URLS.restaurant)]);
    expect(restaurant.branding.company.brandName).not.toBe(main.branding.company.brandName);

    for (const [origin, bss] of [
      [URLS.web, main],
      [URLS.restaurant, restaurant],
    ] as const) {
      await page.goto(`${origin}/en`);
      const brand = page.locator('.site-header .brand');
      await expect(brand).toHaveText(bss.branding.company.brandName);
      const footer = page.getByRole('contentinfo');
      const { phone, email } = bss.branding.contact;
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
      await expect(
        footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link').first(),
      ).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('bss-effective is asked once per session and locale, then read from session storage', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/bss-effective')) calls.push(new URL(req.url()).search);
    });
    await page.goto('/es');
    await expect.poll(() => calls.length).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('bss:'))),
      )
      .toEqual([`bss:${new URL(URLS.web).host}:es`]);
    await page.reload();
    await expect(page.locator('.site-header .brand')).toHaveText(
      (await bssOf(URLS.web)).branding.company.brandName,
    );
    await page.goto('/fr');
    await expect.poll(() => calls).toEqual(['?locale=es', '?locale=fr']);
  });

  test('a tenant translation saved through the API shows on that tenant only', async ({
    page,
    request,
  }) => {
    const text = `Tacos, mezcal and live music ${Date.now()}`;
    // staff@example.com administers the default tenant only; the platform's owner acts on every one.
    const token = await idTokenFor('owner@example.com', 'cantina-owner');
    const save = await request.put(`${URLS.restaurant}/api/admin/i18n/site`, {
      headers: { authorization: `Bearer ${token}` },
      data: { entries: { 'home.intro': { en: text } } },
    });
    expect(save.status()).toBe(200);

    await page.goto(`${URLS.restaurant}/en`);
    await expect(page.getByText(text)).toBeVisible();
    // The served page already carries it (the API writes the tenant's texts into its pages);
    // the other tenant's does not.
    expect(await (await request.get(`${URLS.restaurant}/en`)).text()).toContain(`>${text}<`);
    expect(await (await request.get(`${URLS.web}/en`)).text()).not.toContain(text);

    await page.goto(`${URLS.web}/en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
});
