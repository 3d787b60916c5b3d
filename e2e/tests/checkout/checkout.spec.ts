import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { signInToAdmin } from '../../support/auth-pages.js';
import { expectNoAxeViolations } from '../../support/fixtures.js';
import { routePaymentScripts } from '../../support/payment-stand-ins.js';
import { URLS } from '../../support/ports.js';
import { openSection } from '../../support/admin-nav.js';

// What a guest can buy online is priced in the back office's shop group; a guest pays with
// PayPal's button (the page's callbacks → our API → the real PayPal server SDK → a local Orders
// v2 server); staff see the paid order; Stripe's pricing table shows once set up.

test.describe('checkout, end to end', () => {
  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
    await routePaymentScripts(context);
  });

  test('@phone staff price a ticket, a guest pays it with PayPal in French, staff see it paid', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const itemId = `boleros-${stamp}`;
    const email = `client.${stamp}@example.com`;

    // Staff add the ticket and Stripe's pricing table in the settings' shop group.
    await signInToAdmin(page, 'staff@example.com', 'cantina-staff');
    await openSection(page, 'Ajustes');
    const shop = page.getByRole('group', { name: 'Tienda en línea (página de pago)' });
    await expect(shop).toBeVisible({ timeout: 30_000 });
    const before = await shop.getByRole('listitem').count();
    await shop.getByRole('button', { name: 'Añadir un artículo' }).click();
    const row = shop.getByRole('listitem').nth(before);
    await row
      .getByLabel(`Artículo ${before + 1}: nombre en español`)
      .fill(`Noche de boleros ${stamp}`);
    await row.getByLabel('Nombre en inglés').fill(`Bolero night ${stamp}`);
    await row.getByLabel('Nombre en francés').fill(`Soirée boléro ${stamp}`);
    await row.getByLabel('Tipo').selectOption({ label: 'Entrada' });
    await row.getByLabel('Precio (CAD)').fill('0,50');
    await row.getByLabel('Identificador').fill(itemId);
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    await save.click();
    await expect(
      row.getByText('Escribe un precio entre 1 y 10 000, con hasta dos decimales.'),
    ).toBeVisible();
    await row.getByLabel('Precio (CAD)').fill('18,50');
    await shop.getByLabel('Stripe: clave publicable').fill('pk_test_51E2eKey0001');
    await shop.getByLabel('Stripe: id de la tabla de precios').fill('prctbl_1E2eTable0001');
    await expectNoAxeViolations(page);
    await save.click();
    await expect(save).toBeEnabled();
    await expect(page.getByText('Escribe un precio entre 1 y 10 000')).toHaveCount(0);

    // A guest pays two tickets in French.
    // The same browser context: PayPal's and Stripe's stand-in scripts are routed there.
    const guest = await page.context().newPage();
    await guest.goto(`${URLS.web}/fr/checkout`);
    const ticket = guest.getByRole('row').filter({ hasText: `Soirée boléro ${stamp}` });
    await expect(ticket).toContainText(/18,50\s\$/, { timeout: 15_000 });
    await guest.getByRole('spinbutton', { name: `Quantité de Soirée boléro ${stamp}` }).fill('2');
    await expect(guest.getByRole('row').filter({ hasText: 'Total' }).last()).toContainText(
      /37,00\s\$/,
    );
    await guest.getByLabel('Courriel pour le reçu').fill(email);
    const paypal = guest.getByRole('button', { name: 'PayPal' });
    // PayPal's script was asked for in the guest's script locale, CAD and capture.
    await expect(paypal).toHaveAttribute('data-locale', 'fr_CA');
    await expect(paypal).toHaveAttribute('data-currency', 'CAD');
    await expect(paypal).toHaveAttribute('data-intent', 'capture');
    // Stripe's pricing table, with the guest's e-mail.
    await expect(guest.locator('stripe-pricing-table')).toHaveText(
      `Stripe pricing table prctbl_1E2eTable0001 · pk_test_51E2eKey0001 · ${email}`,
    );
    await expectNoAxeViolations(guest);
    await paypal.click();
    await expect(
      guest.getByText(`Paiement reçu ! Nous avons envoyé votre reçu à ${email}.`),
    ).toBeFocused();
    await guest.close();

    // Staff find it paid in the orders, with the receipt in the outbox.
    await openSection(page, 'Reservas');
    await page.getByRole('tab', { name: 'Pedidos' }).click();
    const order = page.getByRole('row').filter({ hasText: email });
    await expect(order).toContainText(`2 × Soirée boléro ${stamp}`);
    await expect(order).toContainText('Pagado');
    await expect(order).toContainText(/37\.00/);
    await expect(order).toContainText('CAP-');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    await expect(page.getByRole('row').filter({ hasText: email }).first()).toBeVisible();
  });

  test('a guest without an e-mail is told so and nothing is ordered', async ({ page }) => {
    await page.goto(`${URLS.web}/es/checkout`);
    await page.getByRole('spinbutton', { name: 'Cantidad de Tarjeta de regalo 25 $' }).fill('1');
    await page.getByRole('button', { name: 'PayPal' }).click();
    await expect(
      page.getByText('Escribe un correo electrónico válido para el recibo.'),
    ).toBeFocused();
  });
});
