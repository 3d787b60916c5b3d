import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated, pageErrors } from '../../support/fixtures.js';
import { waitForMail } from '../../support/mail-box.js';
import { URLS } from '../../support/ports.js';

// The confirmation pages say "thank you" / "unsubscribed" only for a token the API accepted. A
// missing or refused token says so and offers the way on; the served page, before its scripts
// run, cannot know the token and claims nothing.

const PAGES = {
  es: {
    confirmTitle: 'Confirmación de suscripción',
    leaveTitle: 'Cancelar suscripción',
    thanks: /gracias por suscribirte|suscripción cancelada|ya no recibirás/i,
    invalid: 'Este enlace no es válido.',
    again: 'Suscribirme de nuevo',
    home: 'Volver al inicio',
    askTitle: '¿No tienes el enlace?',
  },
  en: {
    confirmTitle: 'Subscription confirmation',
    leaveTitle: 'Unsubscribe',
    thanks: /thanks for subscribing|you are unsubscribed|no longer receive/i,
    invalid: 'This link is not valid.',
    again: 'Subscribe again',
    home: 'Back to home',
    askTitle: 'No link at hand?',
  },
  fr: {
    confirmTitle: 'Confirmation d’abonnement',
    leaveTitle: 'Se désabonner',
    thanks: /merci de votre abonnement|désabonnement confirmé|ne recevrez plus/i,
    invalid: 'Ce lien n’est pas valide.',
    again: 'M’abonner de nouveau',
    home: "Retour à l'accueil",
    askTitle: 'Vous n’avez pas le lien ?',
  },
} as const;

// A failed call is the browser's own console line; any other error counts.
const unexpectedErrors = (page: Parameters<typeof pageErrors>[0]) =>
  pageErrors(page, /^(?!Failed to load resource)/);

test.describe('subscription confirmation pages', () => {
  for (const [locale, texts] of Object.entries(PAGES)) {
    for (const [segment, title] of [
      ['suscritos', texts.confirmTitle],
      ['desuscritos', texts.leaveTitle],
    ] as const) {
      test(`/${locale}/${segment} with a missing or forged token says the link is not valid`, async ({
        page,
        browser,
      }) => {
        const errors = unexpectedErrors(page);
        const forged = `/${locale}/${segment}?token=ZGVmYXVsdC94.bbbbbbbbbbbbbbbbbbbbbbbbbb`;
        for (const path of [`/${locale}/${segment}`, forged]) {
          await page.goto(path);
          await hydrated(page);
          const main = page.getByRole('main');
          // /desuscritos without a token offers its form to get a link by e-mail instead.
          const asksForLink = segment === 'desuscritos' && path !== forged;
          if (asksForLink) {
            await expect(main.getByRole('form', { name: texts.askTitle })).toBeVisible();
          } else {
            await expect(main.getByRole('status').filter({ hasText: texts.invalid })).toBeVisible();
          }
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          expect(await page.locator('body').innerText()).not.toMatch(texts.thanks);
          expect(await page.title()).not.toMatch(texts.thanks);
          if (segment === 'suscritos') {
            await expect(main.getByRole('link', { name: texts.again })).toHaveAttribute(
              'href',
              `/${locale}/land`,
            );
          } else {
            await expect(main.getByRole('form', { name: texts.askTitle })).toBeVisible();
          }
          await expect(main.getByRole('link', { name: texts.home })).toHaveAttribute(
            'href',
            `/${locale}`,
          );
        }
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);

        // As served, before any script runs: the page's plain heading, no thank-you.
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.web });
        const served = await context.newPage();
        await served.goto(forged);
        await expect(served.getByRole('heading', { level: 1 })).toHaveText(title);
        expect(await served.locator('body').innerText()).not.toMatch(texts.thanks);
        expect(await served.title()).not.toMatch(texts.thanks);
        await context.close();
      });
    }
  }

  test('a real link: thanks only once the API confirmed it, then the mail’s unsubscribe link', async ({
    page,
  }) => {
    const email = `confirm-${Date.now()}@example.com`;
    await page.goto('/en/land');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Subscribe' });
    await form.getByLabel('Name', { exact: true }).fill('Cora Link');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Check your e-mail and confirm your subscription.',
    );

    const mail = await waitForMail(email);
    const confirm = /https?:\/\/\S+\/en\/suscritos\?token=[^\s>]+/.exec(mail.text)?.[0];
    const leave = /https?:\/\/\S+\/en\/desuscritos\?token=[^\s>]+/.exec(mail.text)?.[0];
    expect(confirm, mail.text).toBeTruthy();
    expect(leave, mail.text).toBeTruthy();

    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for subscribing!');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'We will let you know about our upcoming events and promotions.',
    );
    await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveCount(0);

    await page.goto(leave!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'You will no longer receive our event and promotion e-mails.',
    );
  });
});
