import { expect, test, type Page } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { expectNoAxeViolations, sidewaysScroll } from '../../support/fixtures.js';
import { type CreatedEvent, createEvent, dayFromToday, staffToken } from './blog-events.js';

// The spec's texts, in the order of its checks (§5).
const TEXTS = {
  es: {
    past: 'Eventos pasados',
    open: 'Deja tu opinión',
    send: 'Enviar',
    name: 'Nombre',
    email: 'Correo electrónico',
    consent: 'Acepto los términos y condiciones',
    star: '4 de 5',
    errors: [
      'Por favor, indica tu nombre.',
      'Indica tu correo o teléfono.',
      'Debes aceptar los términos para continuar.',
      'Selecciona una calificación.',
    ],
    success: '¡Gracias por tu opinión!',
  },
  en: {
    past: 'Past events',
    open: 'Leave a review',
    send: 'Send',
    name: 'Name',
    email: 'E-mail',
    consent: 'I accept the terms and conditions',
    star: '4 of 5',
    errors: [
      'Please enter your name.',
      'Provide your email or phone.',
      'You must accept the terms to continue.',
      'Please select a rating.',
    ],
    success: 'Thanks for your feedback!',
  },
} as const;

let past: CreatedEvent;

/** Counts the reviews the page posts: local checks must not reach the API (10 a minute). */
function countFeedbackPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/events\/[^/]+\/feedback$/.test(request.url()))
      posts += 1;
  });
  return () => posts;
}

test.describe('reviews of past events', () => {
  test.beforeAll(async ({ request }) => {
    past = await createEvent(request, await staffToken(), {
      title: `Karaoke de los jueves ${Date.now()}`,
      date: dayFromToday(-3),
      startTime: '20:00',
      location: 'Terraza',
      status: 'published',
    });
  });

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  test('a guest reviews a past event, meeting each validation message in es and en before succeeding', async ({
    page,
  }) => {
    const posts = countFeedbackPosts(page);
    for (const locale of ['es', 'en'] as const) {
      const text = TEXTS[locale];
      await page.goto(`/${locale}/blog`);
      const card = page
        .getByRole('region', { name: text.past })
        .getByRole('article', { name: past.title });
      await expect(card).toHaveAttribute('data-variant', 'past');
      await expect(card.getByRole('link', { name: /Reservar/ })).toHaveCount(0);
      await card.getByRole('button', { name: text.open }).click();
      const form = card.getByRole('form');
      const name = form.getByRole('textbox', { name: new RegExp(`^${text.name}`) });
      await expect(name).toBeFocused();
      await expect(form.getByRole('link', { name: /términos|terms/ })).toHaveAttribute(
        'href',
        `/${locale}/terminos`,
      );

      const send = form.getByRole('button', { name: text.send, exact: true });
      const alert = form.getByRole('alert');
      await send.click();
      await expect(alert).toHaveText(text.errors[0]);
      await expect(name).toBeFocused();
      if (locale === 'es') await expectNoAxeViolations(page);
      await name.fill('Ana Pérez');
      await send.click();
      await expect(alert).toHaveText(text.errors[1]);
      await form.getByRole('textbox', { name: text.email, exact: true }).fill('ana@example.com');
      await send.click();
      await expect(alert).toHaveText(text.errors[2]);
      await form.getByRole('checkbox', { name: text.consent }).check();
      await send.click();
      await expect(alert).toHaveText(text.errors[3]);
      await form.getByRole('radio', { name: text.star }).check();
      expect(posts()).toBe(locale === 'es' ? 0 : 1);

      const answer = page.waitForResponse((response) => /\/feedback$/.test(response.url()));
      await send.click();
      expect((await answer).status()).toBe(201);
      await expect(card.getByRole('status')).toHaveText(text.success);
      await expect(card.getByRole('form')).toHaveCount(0);
      await expect(card.getByRole('button', { name: text.open })).toBeFocused();
      // Cleared after 0.9-1.8 s.
      await expect(card.getByRole('status')).toHaveText('', { timeout: 2_500 });
    }
    expect(posts()).toBe(2);
  });

  for (const [locale, open] of [
    ['en', 'Leave a review'],
    ['fr', 'Donner votre avis'],
  ] as const) {
    test(`the page with the form open has no axe violations (${locale}) @phone`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/blog`);
      const card = page.getByRole('article', { name: past.title });
      await card.getByRole('button', { name: open }).click();
      await expect(card.getByRole('form')).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
