import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { idTokenFor } from '../../support/auth-emulator.js';
import { expectNoAxeViolations, hydrated } from '../../support/fixtures.js';
import { routePaymentScripts } from '../../support/payment-stand-ins.js';
import { URLS } from '../../support/ports.js';

// The checkout on a 390 px phone: it never scrolls sideways, the chat button never lies on the
// total or a control, and a restaurant that takes no online payment tells the guest so, with its
// phone and e-mail, instead of leaving an e-mail field that leads nowhere.

const PHONE = { width: 390, height: 844 };

/**
 * The page is no wider than the screen (nothing to scroll sideways). A phone widens its layout
 * viewport to a page that overflows, so the screen's own width is checked too.
 */
const fitsScreen = (page: Page) =>
  page.evaluate(
    (width) =>
      document.documentElement.scrollWidth <= window.innerWidth && window.innerWidth <= width,
    PHONE.width,
  );

/**
 * The controls of the page's main content (and the order's total) that the chat button's box
 * covers, at every scroll position from the top to the end of the page, measured in one go.
 */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('.chat-launcher')!.getBoundingClientRect();
    const targets = [
      ...document.querySelectorAll(
        'main :is(a, button, input, select, textarea, output, iframe, [tabindex]), main tfoot td',
      ),
    ];
    const covered = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + 100)) {
      window.scrollTo(0, y);
      for (const element of targets) {
        const box = element.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0;
        const overlaps =
          box.left < launcher.right &&
          launcher.left < box.right &&
          box.top < launcher.bottom &&
          launcher.top < box.bottom;
        if (shown && overlaps)
          covered.add(`${element.tagName.toLowerCase()} "${element.textContent?.trim()}" at ${y}`);
      }
      if (y >= end) break;
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

test.describe('checkout on a phone', () => {
  test.beforeEach(async ({ context, page }) => {
    await routeExternalHosts(context);
    await routePaymentScripts(context);
    await page.setViewportSize(PHONE);
  });

  test('@phone /es/checkout fits 390 px and the chat button covers neither the total nor a control', async ({
    page,
  }) => {
    await page.goto(`${URLS.web}/es/checkout`);
    await hydrated(page);
    // The widest total a guest can reach with a gift card: 20 of them.
    await page.getByRole('spinbutton', { name: 'Cantidad de Tarjeta de regalo 50 $' }).fill('20');
    await expect(page.getByRole('row').filter({ hasText: 'Total' }).last()).toContainText(
      'CAD 1,000.00',
    );
    await page.getByLabel('Correo electrónico para el recibo').fill('ana@example.com');
    await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir el chat' })).toBeVisible();
    expect(await fitsScreen(page)).toBe(true);
    expect(await coveredByLauncher(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  for (const [lang, quantity] of [
    ['en', 'Quantity of Gift card $50'],
    ['fr', 'Quantité de Carte-cadeau 50 $'],
  ] as const)
    test(`@phone /${lang}/checkout does not scroll sideways`, async ({ page }) => {
      await page.goto(`${URLS.web}/${lang}/checkout`);
      await hydrated(page);
      await page.getByRole('spinbutton', { name: quantity }).fill('20');
      await expect(page.getByRole('row').filter({ hasText: 'Total' }).last()).toContainText(
        /1[\s,]?000[.,]00/,
      );
      await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
      expect(await fitsScreen(page)).toBe(true);
    });
});

test.describe('checkout of a restaurant that takes no online payment', () => {
  const setProviders = async (request: APIRequestContext, on: boolean) => {
    const token = await idTokenFor('owner@example.com', 'cantina-owner');
    const save = await request.patch(`${URLS.restaurant}/api/admin/settings`, {
      headers: { authorization: `Bearer ${token}` },
      data: { faculties: { paypal: on, stripe: on } },
    });
    expect(save.status()).toBe(200);
  };

  test('@phone /fr/checkout tells the guest so, with the restaurant’s phone and e-mail, in 390 px', async ({
    context,
    page,
    request,
  }) => {
    await routeExternalHosts(context);
    await routePaymentScripts(context);
    await page.setViewportSize(PHONE);
    await setProviders(request, false);
    try {
      await page.goto(`${URLS.restaurant}/fr/checkout`);
      const notice = page.getByRole('region', { name: 'Paiement en ligne indisponible' });
      await expect(notice).toContainText(
        'Le paiement en ligne n’est pas possible pour le moment. Pour acheter une carte-cadeau ou un billet, contactez-nous :',
      );
      // The restaurant's own phone and e-mail: the ones its footer gives.
      const footer = page.getByRole('contentinfo');
      const footerPhone = footer.locator('a[href^="tel:"]').first();
      const footerEmail = footer.locator('a[href^="mailto:"]').first();
      const phone = (await footerPhone.textContent())!.trim();
      const email = (await footerEmail.textContent())!.trim();
      expect(phone).not.toBe('');
      await expect(notice.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        (await footerPhone.getAttribute('href'))!,
      );
      await expect(notice.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
      await expect(notice).toContainText(`Téléphone : ${phone}`);
      // No e-mail field or payment button that leads nowhere; the prices stay to read.
      await expect(page.getByLabel('Courriel pour le reçu')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'PayPal' })).toHaveCount(0);
      await expect(page.getByRole('row').filter({ hasText: 'Carte-cadeau 50 $' })).toContainText(
        /50,00\s\$/,
      );
      expect(await fitsScreen(page)).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await setProviders(request, true);
    }
  });
});
