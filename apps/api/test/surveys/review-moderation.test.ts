import type { AdminReview } from '@bar/domain/api/reviews';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEnv, bearer, people } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

let sink: SmtpSink;
let app: FastifyInstance;
let staff: string;
let surveyId: string;

const ratings = { experience: 5, flavor: 5, service: 4, waitTime: 4, atmosphere: 5, price: 3 };
const answers = { ratings, wouldRecommend: true, wouldReturn: true, howHeard: 'walkIn' };

beforeAll(async () => {
  sink = await startSmtpSink();
  const host = inject('authEmulatorHost');
  app = await buildTestApp({ ...authEnv(host), MAIL_DRIVER: 'smtp', SMTP_URL: sink.url });
  staff = (await authEmulator(host).account(people.staff, { verified: true })).idToken;
  const docs = app.documents.forTenant('default');
  await docs.set('branding/default', { company: { brandName: 'Cantina Test' } });
  // Answered at the restaurant's kiosk, signed in with a staff account: shown at once.
  const survey = await app.inject({
    method: 'POST',
    url: '/api/surveys',
    headers: bearer(staff),
    payload: { locale: 'es', name: 'Lucía', comment: 'Un lugar grosero y sucio', answers },
  });
  expect(survey.statusCode).toBe(201);
  surveyId = survey.json<{ id: string }>().id;
  await docs.set('eventFeedback/fb1', {
    eventId: 'ev1',
    eventSlug: 'noche-de-salsa',
    eventTitle: 'Noche de salsa',
    rating: 2,
    comment: 'The music was too loud.',
    name: 'Sam',
    email: 'sam@example.com',
    phone: '',
    consent: true,
    locale: 'en',
    createdAt: '2020-01-01T20:00:00.000Z',
  });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const rail = async () =>
  (await app.inject({ url: '/api/reviews?locale=es' }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);

describe('review moderation', () => {
  it('lists surveys and event feedback together, newest first, with contact data for staff', async () => {
    const res = await app.inject({ url: '/api/admin/reviews', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const { reviews } = res.json<{ reviews: AdminReview[] }>();
    expect(reviews.map((review) => `${review.kind}:${review.id}`)).toEqual([
      `survey:${surveyId}`,
      'feedback:fb1',
    ]);
    expect(reviews[1]).toMatchObject({
      rating: 2,
      email: 'sam@example.com',
      event: { title: 'Noche de salsa' },
      hidden: false,
      repliedAt: null,
    });
  });

  it('a hidden survey leaves the public rail at once and comes back when shown', async () => {
    expect(await rail()).toContain(surveyId);
    const hide = await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/survey/${surveyId}`,
      headers: bearer(staff),
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json<AdminReview>().hidden).toBe(true);
    expect(await rail()).not.toContain(surveyId);

    await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/survey/${surveyId}`,
      headers: bearer(staff),
      payload: { hidden: false },
    });
    expect(await rail()).toContain(surveyId);
  });

  it('answers the guest by e-mail in the review language and records it', async () => {
    const before = sink.received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/feedback/fb1/reply',
      headers: bearer(staff),
      payload: { message: 'Sorry about the volume, we have fixed the speakers.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminReview>().repliedAt).toMatch(/^\d{4}-/);
    await expect.poll(() => sink.received.length).toBe(before + 1);
    const mail = sink.received.at(-1);
    expect(mail?.subject).toBe('A reply to your review — Cantina Test');
    expect(mail?.text).toContain('thank you for your review of “Noche de salsa”');
    expect(mail?.text).toContain('we have fixed the speakers');
  });

  it('names the event in the guest’s language when the event has a title in it', async () => {
    await app.documents.forTenant('default').set('events/ev1', {
      slug: 'noche-de-salsa',
      title: 'Noche de salsa',
      date: '2019-12-31',
      status: 'published',
      localized: { en: { title: 'Salsa Night' }, fr: { title: 'Soirée salsa' } },
    });
    const before = sink.received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/feedback/fb1/reply',
      headers: bearer(staff),
      payload: { message: 'Thank you again.' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => sink.received.length).toBe(before + 1);
    expect(sink.received.at(-1)?.text).toContain('thank you for your review of “Salsa Night”');
  });

  it('refuses bad input with the right status and a translated text, storing nothing', async () => {
    const noEmail = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/survey/${surveyId}/reply`,
      headers: { ...bearer(staff), 'x-locale': 'es' },
      payload: { message: 'Gracias' },
    });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json()).toMatchObject({
      error: {
        code: 'REVIEW_NO_EMAIL',
        message: 'Esta persona no dejó un correo: no se le puede responder.',
      },
    });
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/reviews/feedback/nope',
      headers: { ...bearer(staff), 'x-locale': 'fr' },
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: "Cet avis n'existe pas." } });
    for (const payload of [{}, { hidden: 'yes' }, { hidden: true, extra: 1 }]) {
      const bad = await app.inject({
        method: 'PATCH',
        url: '/api/admin/reviews/feedback/fb1',
        headers: bearer(staff),
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/feedback/fb1/reply',
      headers: bearer(staff),
      payload: { message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const stored = await app.documents.forTenant('default').get('eventFeedback/fb1');
    expect(stored?.['hidden']).toBeUndefined();
  });

  it('is for staff only', async () => {
    expect((await app.inject({ url: '/api/admin/reviews' })).statusCode).toBe(401);
  });
});
