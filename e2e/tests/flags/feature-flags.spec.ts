import { type APIRequestContext, expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { idTokenFor } from '../../support/auth-emulator.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { URLS } from '../../support/ports.js';
import { openSection, sectionLink, sectionsNav } from '../../support/admin-nav.js';

// The restaurant's manager switches online booking off in the settings: guests no longer find
// the reservations page, its link or its place in the sitemap; switched on again, all is back.
test.describe('feature flags', () => {
  const setBooking = async (request: APIRequestContext, booking: boolean) => {
    const token = await idTokenFor('owner@example.com', 'cantina-owner');
    const save = await request.patch(`${URLS.restaurant}/api/admin/settings`, {
      headers: { authorization: `Bearer ${token}` },
      data: { faculties: { booking } },
    });
    expect(save.status()).toBe(200);
  };

  test('booking off takes the reservations page, its link and its sitemap entry away', async ({
    page,
    request,
  }) => {
    await setBooking(request, false);
    try {
      // The page's data is reused for up to 30 s: poll until the switch shows.
      await expect
        .poll(async () => (await request.get(`${URLS.restaurant}/es/reservas`)).status(), {
          timeout: 45_000,
        })
        .toBe(404);
      const sitemap = await (await request.get(`${URLS.restaurant}/sitemap.xml`)).text();
      expect(sitemap).not.toContain('/es/reservas');
      expect(sitemap).toContain('/es/menus');

      await page.goto(`${URLS.restaurant}/es`);
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(nav.getByRole('link', { name: 'Menú', exact: true })).toBeAttached();
      await expect(nav.locator('a[href="/es/reservas"]')).toHaveCount(0);

      await page.goto(`${URLS.restaurant}/en/reservas`);
      await expect(
        page.getByText("Sorry, we couldn't find what you're looking for."),
      ).toBeVisible();
    } finally {
      await setBooking(request, true);
    }
    await expect
      .poll(async () => (await request.get(`${URLS.restaurant}/es/reservas`)).status(), {
        timeout: 45_000,
      })
      .toBe(200);
  });

  test('the manager switches booking off in the settings tab and saves, with no card provider set', async ({
    context,
    page,
    request,
  }) => {
    test.slow();
    await routeExternalHosts(context);
    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Ajustes');
    const booking = page.locator('input[name="faculties.booking"]');
    await expect(booking).toBeChecked({ timeout: 30_000 });
    const stripeKey = page.locator('input[name="site.stripe.publishableKey"]');
    const stripeTable = page.locator('input[name="site.stripe.pricingTableId"]');
    const before = { key: await stripeKey.inputValue(), table: await stripeTable.inputValue() };
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    const saved = page.getByText('✓ Guardado');

    // The restaurant has no card provider (the demo data's state): both Stripe fields empty.
    await stripeKey.fill('');
    await stripeTable.fill('');
    await booking.uncheck();
    await save.click();
    await expect(saved.first()).toBeVisible();
    await expect(page.getByText('Revisa los campos marcados.')).toHaveCount(0);
    try {
      await expect
        .poll(async () => (await request.get(`${URLS.web}/es/reservas`)).status(), {
          timeout: 45_000,
        })
        .toBe(404);
      const guest = await context.newPage();
      await guest.goto(`${URLS.web}/es`);
      const nav = guest.getByRole('navigation', { name: 'Navegación principal' });
      await expect(nav.getByRole('link', { name: 'Menú', exact: true })).toBeAttached();
      await expect(nav.locator('a[href="/es/reservas"]')).toHaveCount(0);
      await guest.close();

      // A reload shows what was stored: booking off, no card provider.
      await page.reload();
      await expect(booking).not.toBeChecked({ timeout: 30_000 });
      await expect(stripeKey).toHaveValue('');
    } finally {
      // Back as it was, through the same screen.
      await booking.check();
      await stripeKey.fill(before.key);
      await stripeTable.fill(before.table);
      await save.click();
      await expect(saved.first()).toBeVisible();
    }
    await expect
      .poll(async () => (await request.get(`${URLS.web}/es/reservas`)).status(), {
        timeout: 45_000,
      })
      .toBe(200);
  });

  test("a switched-off feature's tab leaves the back office for admins; superadmins see it marked", async ({
    browser,
    request,
  }) => {
    const setStyles = async (styles: boolean) => {
      const token = await idTokenFor('owner@example.com', 'cantina-owner');
      const save = await request.patch(`${URLS.web}/api/admin/settings`, {
        headers: { authorization: `Bearer ${token}` },
        data: { faculties: { styles } },
      });
      expect(save.status()).toBe(200);
    };
    await setStyles(false);
    try {
      const staff = await browser.newPage();
      await routeExternalHosts(staff.context());
      await signInToAdmin(staff, 'staff@example.com', 'cantina-staff');
      const tabs = sectionsNav(staff);
      await expect(tabs.getByRole('link', { name: 'Ajustes' })).toBeVisible({ timeout: 30_000 });
      await expect(tabs.getByRole('link', { name: /Estilos/ })).toHaveCount(0);
      // The tab's own address opens the first tab still shown.
      await staff.goto(`${URLS.admin}/admin/styling`);
      await expect(tabs.getByRole('link', { name: 'Hoy' })).toHaveAttribute(
        'aria-current',
        'page',
        { timeout: 30_000 },
      );
      await staff.close();

      const owner = await browser.newPage();
      await routeExternalHosts(owner.context());
      await signInToAdmin(owner, 'owner@example.com', 'cantina-owner');
      await expect(sectionLink(owner, 'Estilos (desactivada)')).toBeVisible({ timeout: 30_000 });
      await owner.close();
    } finally {
      await setStyles(true);
    }
  });
});
