import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import {
  expectNoAxeViolations,
  hydrated,
  layoutShiftTotal,
  pageErrors,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';
import { type CreatedEvent, createEvent, dayFromToday, staffToken } from './blog-events.js';

// The review form's terms link opens
// the tenant's own terms and privacy notice (branding company.terms / company.privacy; the demo
// seed writes them in es, with en and fr overrides).
const PAGES = {
  es: {
    title: 'Términos y privacidad',
    terms: 'Términos y condiciones',
    privacy: 'Privacidad',
    text: 'Al enviar una opinión en este sitio aceptas que La Cantina del Norte la publique',
  },
  en: {
    title: 'Terms and privacy',
    terms: 'Terms and conditions',
    privacy: 'Privacy',
    text: 'By sending a review on this site you agree that La Cantina del Norte may publish it',
  },
  fr: {
    title: 'Conditions et confidentialité',
    terms: "Conditions d'utilisation",
    privacy: 'Confidentialité',
    text: 'En envoyant un avis sur ce site, vous acceptez que La Cantina del Norte le publie',
  },
} as const;

let past: CreatedEvent;

test.describe('the terms page', () => {
  test.beforeAll(async ({ request }) => {
    past = await createEvent(request, await staffToken(), {
      title: `Noche de mariachi ${Date.now()}`,
      date: dayFromToday(-2),
      startTime: '21:00',
      location: 'Salón',
      status: 'published',
    });
  });

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test("the review form's terms link opens the tenant's terms in a new tab", async ({
    page,
    context,
  }) => {
    await page.goto('/es/blog');
    const card = page.getByRole('article', { name: past.title });
    await card.getByRole('button', { name: 'Deja tu opinión' }).click();
    const opened = context.waitForEvent('page');
    await card
      .getByRole('form')
      .getByRole('link', { name: /términos/ })
      .click();
    const terms = await opened;
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/es/terminos');
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText(PAGES.es.title);
    await expect(terms.getByRole('region', { name: PAGES.es.terms })).toContainText(PAGES.es.text);
    // The form the guest was filling in is still there in the first tab.
    await expect(card.getByRole('form')).toBeVisible();
  });

  for (const locale of ['es', 'en', 'fr'] as const) {
    test(`/${locale}/terminos is served and shows the terms and privacy notice in ${locale} @phone`, async ({
      page,
    }) => {
      await trackLayoutShifts(page);
      const response = await page.goto(`/${locale}/terminos`);
      expect(response?.status()).toBe(200);
      const text = PAGES[locale];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByRole('region', { name: text.terms })).toContainText(text.text);
      await expect(page.getByRole('region', { name: text.privacy })).toContainText(
        'hola@lacantinadelnorte.example',
      );
      // The texts arrive after the page: they push nothing the visitor already sees.
      expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
      await expectNoAxeViolations(page);
    });
  }

  test('the served page holds the terms before any script, and React takes it over unchanged', async ({
    browser,
    page,
  }) => {
    const served = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.web });
    const html = await served.newPage();
    await html.goto('/fr/terminos');
    await expect(html.getByRole('region', { name: PAGES.fr.terms })).toContainText(PAGES.fr.text);
    await expect(html.getByRole('status')).toHaveCount(0);
    const markup = await html.locator('.terms').evaluate((element) => element.outerHTML);
    await served.close();

    const errors = pageErrors(page);
    await page.goto('/fr/terminos');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.terms').evaluate((element) => element.outerHTML)).toBe(markup);
    expect(errors).toEqual([]);
  });
});
