import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import {
  buildEventsTestApp,
  dayFromToday,
  type ErrorBody,
  type EventsTestApp,
  freshAddress,
} from './events-test-app.js';

let t: EventsTestApp;
let past: { id: string; slug: string; title: string };
let upcomingId: string;
let draftId: string;

const create = async (payload: Record<string, unknown>) =>
  (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { status: 'published', ...payload },
    })
  ).json<{ id: string; slug: string; title: string }>();

beforeAll(async () => {
  t = await buildEventsTestApp();
  past = await create({ title: 'Cata de tequila', date: dayFromToday(-3) });
  upcomingId = (await create({ title: 'Próxima noche', date: dayFromToday(0) })).id;
  draftId = (await create({ title: 'Borrador pasado', date: dayFromToday(-3), status: 'draft' }))
    .id;
});
afterAll(() => t.app.close());

const send = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${id}/feedback`,
    payload,
    headers: { host: 'localhost:3000', ...headers },
    remoteAddress,
  });

const steps: Record<string, unknown>[] = [
  {},
  { name: 'Ana' },
  { name: 'Ana', email: 'ana@example.com' },
  { name: 'Ana', email: 'ana@example.com', consent: true },
];

describe('POST /api/events/:id/feedback — checks in the spec’s order', () => {
  it.each([
    [
      'es',
      [
        'Por favor, indica tu nombre.',
        'Indica tu correo o teléfono.',
        'Debes aceptar los términos para continuar.',
        'Selecciona una calificación.',
      ],
    ],
    [
      'en',
      [
        'Please enter your name.',
        'Provide your email or phone.',
        'You must accept the terms to continue.',
        'Please select a rating.',
      ],
    ],
    [
      'fr',
      [
        'Veuillez indiquer votre nom.',
        'Indiquez votre courriel ou votre téléphone.',
        'Vous devez accepter les conditions pour continuer.',
        'Veuillez choisir une note.',
      ],
    ],
  ])('meets each message in %s, one at a time', async (locale, messages) => {
    for (const [i, body] of steps.entries()) {
      const res = await send(past.id, { ...body, locale });
      expect(res.statusCode).toBe(400);
      const { error } = res.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(messages[i]);
    }
  });

  it('takes the locale from x-locale or Accept-Language when the body has none', async () => {
    expect((await send(past.id, {}, { 'x-locale': 'en' })).json<ErrorBody>().error.message).toBe(
      'Please enter your name.',
    );
    expect(
      (await send(past.id, {}, { 'accept-language': 'fr-CA,fr;q=0.9' })).json<ErrorBody>().error
        .message,
    ).toBe('Veuillez indiquer votre nom.');
    expect((await send(past.id, {})).json<ErrorBody>().error.message).toBe(
      'Por favor, indica tu nombre.',
    );
  });

  it('refuses a rating outside 1-5, a bad e-mail and wrong types', async () => {
    const ok = { name: 'Ana', email: 'ana@example.com', consent: true, locale: 'en' };
    expect((await send(past.id, { ...ok, rating: 6 })).json<ErrorBody>().error.message).toBe(
      'Please select a rating.',
    );
    expect(
      (await send(past.id, { ...ok, rating: 5, email: 'ana@' })).json<ErrorBody>().error.message,
    ).toBe('Please enter a valid email.');
    expect((await send(past.id, { ...ok, rating: '5' })).statusCode).toBe(400);
    expect((await send(past.id, { ...ok, rating: 5, comment: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/events/:id/feedback — storing', () => {
  it('stores the review with server time and answers 201 { ok, id }, for a guest without a session', async () => {
    const before = new Date().toISOString();
    const res = await send(past.id, {
      name: ' Ana ',
      phone: '613 555 0177',
      consent: true,
      rating: 5,
      comment: ' ¡Qué buena cata! ',
      locale: 'es-MX',
    });
    expect(res.statusCode).toBe(201);
    const { ok, id } = res.json<{ ok: boolean; id: string }>();
    expect(ok).toBe(true);
    const stored = await t.documents.forTenant('default').get(`eventFeedback/${id}`);
    expect(stored).toEqual({
      eventId: past.id,
      eventSlug: 'cata-de-tequila',
      eventTitle: 'Cata de tequila',
      rating: 5,
      comment: '¡Qué buena cata!',
      name: 'Ana',
      email: '',
      phone: '613 555 0177',
      consent: true,
      locale: 'es',
      createdAt: expect.any(String) as unknown,
    });
    expect((stored!.createdAt as string) >= before).toBe(true);
  });

  it('accepts an anonymous guest’s token, and the slug instead of the id', async () => {
    const res = await send(
      past.slug,
      { name: 'Luc', email: 'luc@example.com', consent: true, rating: 4, locale: 'fr' },
      bearer(t.callers.guest),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses an event that has not happened yet with 409 and a clear message', async () => {
    const res = await send(upcomingId, {
      name: 'Ana',
      email: 'ana@example.com',
      consent: true,
      rating: 5,
      locale: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'EVENT_NOT_PAST',
      message: 'You can review this event once it has taken place.',
      // The id lets the site show its own catalogue's text (and a tenant's override).
      issues: [
        {
          path: 'body',
          id: 'review.errors.eventNotPast',
          message: 'You can review this event once it has taken place.',
        },
      ],
    });
  });

  it('answers 404 for a draft or an unknown event', async () => {
    for (const id of [draftId, 'nope']) {
      const res = await send(id, {
        name: 'Ana',
        email: 'ana@example.com',
        consent: true,
        rating: 5,
        locale: 'es',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.message).toBe('Evento no encontrado.');
    }
  });

  it('limits each address to 10 reviews a minute', async () => {
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await send(past.id, {}, {}, address)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await send(past.id, {}, {}, freshAddress())).statusCode).toBe(400);
  });
});
