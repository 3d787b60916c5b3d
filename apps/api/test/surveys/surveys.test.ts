import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  freshAddress,
} from '../events/events-test-app.js';

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

const answers = {
  ratings: { experience: 5, flavor: 4, service: 5, waitTime: 3, atmosphere: 5, price: 4 },
  wouldRecommend: true,
  wouldReturn: true,
  howHeard: 'walkIn',
};

const post = (
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/surveys',
    payload: payload as Record<string, unknown>,
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    remoteAddress,
  });

const reviews = (query: string, host = 'localhost:3000') =>
  t.app.inject({ url: `/api/reviews?${query}`, headers: { host }, remoteAddress: freshAddress() });

const storedSurveys = async (tenant = 'default') =>
  (await t.documents.forTenant(tenant).query('surveys', { limit: 1000 })).map((s) => s.data);

describe('POST /api/surveys', () => {
  it('stores { success, locale, ts, comment, name, answers } with the server time', async () => {
    const before = Date.now();
    const res = await post({ locale: 'fr', answers, comment: '  Superbe soirée  ', name: 'Zoé' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ ok: true; id: string }>();
    const stored = await t.documents.forTenant('default').get(`surveys/${id}`);
    expect(stored).toEqual({
      success: true,
      locale: 'fr',
      ts: expect.any(Number) as unknown,
      comment: 'Superbe soirée',
      name: 'Zoé',
      answers,
      // Nobody vouched for it (no kiosk staff session): it waits for staff to show it.
      hidden: true,
    });
    expect(stored?.ts as number).toBeGreaterThanOrEqual(before);
  });

  it('puts on the home rail only what a staff-signed kiosk sent; any other waits for staff', async () => {
    const stamp = Date.now();
    const anonymous = await post({ locale: 'en', answers, comment: `Anonymous ${stamp}` });
    const guestSession = await post(
      { locale: 'en', answers, comment: `Guest session ${stamp}` },
      { authorization: `Bearer ${t.callers.user.idToken}` },
    );
    const kiosk = await post(
      { locale: 'en', answers, comment: `The restaurant's kiosk ${stamp}` },
      { authorization: `Bearer ${t.callers.staff.idToken}` },
    );
    expect([anonymous, guestSession, kiosk].map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const rail = (await reviews('locale=en')).json<{ items: { comment: string }[] }>().items;
    const shown = rail
      .map((item) => item.comment)
      .filter((comment) => comment.endsWith(String(stamp)));
    expect(shown).toEqual([`The restaurant's kiosk ${stamp}`]);
    // The others are kept for staff, hidden (the reviews tab can show them).
    const kept = (await storedSurveys()).filter((survey) =>
      String(survey.comment).endsWith(String(stamp)),
    );
    expect(kept.filter((survey) => survey.hidden === true)).toHaveLength(2);
  });

  it.each([
    ['es', 'Los datos enviados no son válidos.'],
    ['en', 'The data sent is not valid.'],
    ['fr', 'Les données envoyées ne sont pas valides.'],
  ])('refuses bad input with a translated 400 (%s) and stores nothing', async (locale, text) => {
    const count = (await storedSurveys()).length;
    const { price: _price, ...fiveRatings } = answers.ratings;
    const bad: unknown[] = [
      { locale, answers: { ...answers, ratings: fiveRatings } },
      { locale, answers, comment: 'x'.repeat(601) },
      { locale, answers: { ...answers, wouldReturn: 'sí' } },
      { locale, answers: { ...answers, ratings: { ...answers.ratings, service: '5' } } },
      { locale, answers: { ...answers, ratings: { ...answers.ratings, service: 6 } } },
      { locale, answers: { ...answers, howHeard: 'radio' } },
      { locale, answers, email: 'guest@example.com' },
      { locale },
      [],
    ];
    for (const payload of bad) {
      const res = await post(payload, { 'x-locale': locale });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: text,
      });
    }
    expect(await storedSurveys()).toHaveLength(count);
  });

  it('accepts a 600-character comment', async () => {
    const res = await post({ locale: 'en', answers, comment: 'y'.repeat(600) });
    expect(res.statusCode).toBe(201);
  });

  it('answers a huge body with a translated 413 and a broken one with a 400', async () => {
    const count = (await storedSurveys()).length;
    const huge = await post(
      JSON.stringify({ locale: 'es', answers, comment: 'z'.repeat(200_000) }),
      { 'x-locale': 'en' },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ErrorBody>().error.message).toBe('The content sent is too large.');
    const broken = await post('{"locale": "es", ', { 'x-locale': 'fr' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().error.message).toBe(
      "Le corps de la requête n'est pas un JSON valide.",
    );
    expect(await storedSurveys()).toHaveLength(count);
  });

  it('limits how often one address may answer', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await post({ locale: 'es', answers }, { 'x-locale': 'es' }, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/reviews', () => {
  it('lists successful commented surveys of the locale only, newest first, without contact data', async () => {
    const home = t.documents.forTenant('default');
    await home.set('surveys/old-es', {
      success: true,
      locale: 'es',
      ts: 1000,
      comment: 'Muy rico',
      name: '',
      answers,
    });
    await home.set('surveys/new-es', {
      success: true,
      locale: 'es',
      ts: 3000,
      comment: 'Volveremos',
      name: 'Lupe',
      answers,
      email: 'lupe@example.com',
      phone: '5551234567',
    });
    await home.set('surveys/failed-es', {
      success: false,
      locale: 'es',
      ts: 4000,
      comment: 'No enviado',
      name: '',
      answers,
    });
    await home.set('surveys/empty-es', {
      success: true,
      locale: 'es',
      ts: 5000,
      comment: '',
      name: '',
      answers,
    });

    const res = await reviews('locale=es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { items } = res.json<{ items: Record<string, unknown>[] }>();
    expect(items.map((i) => i.comment)).toEqual(['Volveremos', 'Muy rico']);
    expect(items[0]).toEqual({
      id: 'new-es',
      name: 'Lupe',
      comment: 'Volveremos',
      locale: 'es',
      ts: 3000,
      rating: 5,
    });
    expect(res.body).not.toContain('lupe@example.com');
    expect(res.body).not.toContain('5551234567');

    expect((await reviews('locale=es&limit=1')).json<{ items: unknown[] }>().items).toHaveLength(1);
    const en = (await reviews('locale=en')).json<{ items: { locale: string }[] }>().items;
    expect(en.every((i) => i.locale === 'en')).toBe(true);
  });

  it('keeps one tenant’s comments off another’s rail', async () => {
    await t.documents.forTenant('restaurant').set('surveys/r1', {
      success: true,
      locale: 'es',
      ts: 9000,
      comment: 'Solo del restaurante',
      name: '',
      answers,
    });
    const home = (await reviews('locale=es')).json<{ items: { comment: string }[] }>().items;
    expect(home.map((i) => i.comment)).not.toContain('Solo del restaurante');
    const other = (await reviews('locale=es', 'localhost:3002')).json<{
      items: { comment: string }[];
    }>().items;
    expect(other.map((i) => i.comment)).toEqual(['Solo del restaurante']);
  });

  it('refuses a missing or unknown locale with a 400', async () => {
    expect((await reviews('')).statusCode).toBe(400);
    expect((await reviews('locale=de')).statusCode).toBe(400);
    expect((await reviews('locale=es&limit=500')).statusCode).toBe(400);
  });
});
