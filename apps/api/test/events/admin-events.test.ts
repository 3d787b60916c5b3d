import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import {
  buildEventsTestApp,
  dayFromToday,
  type ErrorBody,
  type EventsTestApp,
} from './events-test-app.js';

type Event = Record<string, unknown> & { id: string; slug: string; title: string; status: string };

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.asStaff({ method: 'POST', url: '/api/admin/events', payload: payload as object, headers });

describe('POST /api/admin/events', () => {
  it('answers 201 with the stored event, an id and a slug from the title; a new post is a draft', async () => {
    const res = await create({
      title: 'Noche de Mariachi ¡en vivo!',
      date: dayFromToday(3),
      startTime: '20:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const event = res.json<Event>();
    expect(event).toMatchObject({
      title: 'Noche de Mariachi ¡en vivo!',
      slug: 'noche-de-mariachi-en-vivo',
      status: 'draft',
      media: [],
      ctas: [],
      endDate: '',
      artist: '',
    });
    expect(event.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(event.createdAt).toBe(event.updatedAt);
    const stored = await t.documents.forTenant('default').get(`events/${event.id}`);
    expect(stored).toMatchObject({ id: event.id, slug: event.slug, title: event.title });
  });

  it('makes slugs unique per tenant: -2, -3…, and a tenant of its own starts over', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push(
        (await create({ title: 'Karaoke Night', date: dayFromToday(5) })).json<Event>().slug,
      );
    expect(slugs).toEqual(['karaoke-night', 'karaoke-night-2', 'karaoke-night-3']);
    const other = await create(
      { title: 'Karaoke Night', date: dayFromToday(5) },
      { host: 'localhost:3002' },
    );
    expect(other.json<Event>().slug).toBe('karaoke-night');
  });

  it('refuses a given slug that is taken with 409, and keeps a free one', async () => {
    const taken = await create(
      { title: 'Otra', date: dayFromToday(1), slug: 'karaoke-night' },
      { 'x-locale': 'en' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().error).toEqual({
      code: 'SLUG_TAKEN',
      message: 'Another event already uses that slug. Choose another one.',
    });
    const free = await create({ title: 'Otra', date: dayFromToday(1), slug: 'mi-slug-propio' });
    expect(free.json<Event>().slug).toBe('mi-slug-propio');
  });

  it.each([
    ['no title', { date: '2030-01-01' }, 'title', 'Title is required', 'El título es obligatorio'],
    [
      'blank title',
      { title: '  ', date: '2030-01-01' },
      'title',
      'Title is required',
      'El título es obligatorio',
    ],
    ['no date', { title: 'x' }, 'date', 'Date is required', 'La fecha es obligatoria'],
    [
      'bad date',
      { title: 'x', date: '2030-02-30' },
      'date',
      'Use a valid date in the format YYYY-MM-DD',
      'Usa una fecha válida con el formato AAAA-MM-DD',
    ],
    [
      'end before start',
      { title: 'x', date: '2030-01-10', endDate: '2030-01-09' },
      'endDate',
      'The end date must be on or after the start date',
      'La fecha de fin debe ser igual o posterior a la fecha de inicio',
    ],
    [
      '3 calls to action',
      {
        title: 'x',
        date: '2030-01-10',
        ctas: [
          { type: 'url', url: '/a' },
          { type: 'url', url: '/b' },
          { type: 'url', url: '/c' },
        ],
      },
      'ctas',
      'At most 2 calls to action',
      'Como máximo 2 llamadas a la acción',
    ],
    [
      'bad status',
      { title: 'x', date: '2030-01-10', status: 'archived' },
      'status',
      'The status must be draft or published',
      'El estado debe ser borrador (draft) o publicado (published)',
    ],
    [
      'bad slug',
      { title: 'x', date: '2030-01-10', slug: 'Con Espacios' },
      'slug',
      'The slug may only contain lowercase letters without accents, digits and hyphens',
      'El slug solo puede tener minúsculas sin acentos, números y guiones',
    ],
    [
      'bad time',
      { title: 'x', date: '2030-01-10', startTime: '25:00' },
      'startTime',
      'Use a valid time in the format HH:MM',
      'Usa una hora válida con el formato HH:MM',
    ],
    [
      'bad CTA type',
      { title: 'x', date: '2030-01-10', ctas: [{ type: 'sms', url: '1' }] },
      'ctas.0.type',
      'Each call to action needs a valid type (none, url, pdf, phone, mailto or mail) and a safe link',
      'Cada llamada a la acción necesita un tipo válido (none, url, pdf, phone, mailto o mail) y un enlace seguro',
    ],
    [
      'unsafe video URL',
      { title: 'x', date: '2030-01-10', videoUrl: 'javascript:alert(1)' },
      'videoUrl',
      'Use a link starting with https:// (or a path starting with /)',
      'Usa un enlace que empiece por https:// (o una ruta que empiece por /)',
    ],
    [
      'bad media',
      {
        title: 'x',
        date: '2030-01-10',
        media: [{ contentType: 'application/pdf', url: '/a.pdf' }],
      },
      'media.0.contentType',
      'Each media item needs an image or video content type and a url or path',
      'Cada archivo multimedia necesita un tipo imagen o video y una URL o ruta',
    ],
  ])('refuses %s with 400 and the rule’s text in en and es', async (_name, body, path, en, es) => {
    for (const [locale, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const res = await create(body, { 'accept-language': locale });
      expect(res.statusCode).toBe(400);
      const { error } = res.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(message);
      expect(error.issues?.[0]).toMatchObject({ path, message });
    }
  });

  it('refuses a body that is not an object or not JSON', async () => {
    expect((await create([1, 2])).statusCode).toBe(400);
    const res = await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a guest or a plain user', async () => {
    const body = { title: 'x', date: '2030-01-01' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/events', payload: body })).statusCode,
    ).toBe(401);
    for (const who of ['guest', 'user', 'unverifiedOwner'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/events',
        payload: body,
        headers: bearer(t.callers[who]),
      });
      expect(res.statusCode, who).toBe(403);
    }
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: body,
      headers: bearer(t.callers.owner),
    });
    expect(owner.statusCode).toBe(201);
  });
});

describe('GET, PATCH and DELETE /api/admin/events/:id', () => {
  it('lists every event, drafts included, upcoming soonest first and past most recent first', async () => {
    const host = { host: 'localhost:3002' };
    await create({ title: 'Futuro borrador', date: dayFromToday(2) }, host);
    await create({ title: 'Pasado publicado', date: dayFromToday(-3), status: 'published' }, host);
    await create({ title: 'Pasado viejo', date: dayFromToday(-30), status: 'published' }, host);
    const res = await t.asStaff({ url: '/api/admin/events', headers: host });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ today: string; timeZone: string; upcoming: Event[]; past: Event[] }>();
    expect(body.timeZone).toBe('America/Toronto');
    expect(body.today).toBe(dayFromToday(0));
    expect(body.upcoming.map((event) => event.title)).toEqual(['Futuro borrador', 'Karaoke Night']);
    expect(body.past.map((event) => event.title)).toEqual(['Pasado publicado', 'Pasado viejo']);
    expect(body.upcoming[0]?.status).toBe('draft');
  });

  it('reads, patches (re-validating the merged event) and deletes one event', async () => {
    const { id, createdAt } = (
      await create({ title: 'Cena', date: '2030-05-10', endDate: '2030-05-11' })
    ).json<Event>();
    expect((await t.asStaff({ url: `/api/admin/events/${id}` })).json<Event>()).toMatchObject({
      id,
      title: 'Cena',
    });

    const patched = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${id}`,
      payload: {
        status: 'published',
        artist: 'Trío',
        ctas: [{ type: 'phone', url: '613 555 0177', label: 'Llamar' }],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Event>()).toMatchObject({
      id,
      title: 'Cena',
      slug: 'cena',
      status: 'published',
      artist: 'Trío',
      endDate: '2030-05-11',
      createdAt,
    });
    expect(patched.json<Event>().ctas).toEqual([
      { type: 'phone', url: '613 555 0177', label: 'Llamar', as: 'button' },
    ]);

    // moving the start after the stored end date breaks the rule on the merged event
    const broken = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${id}`,
      payload: { date: '2030-05-12' },
      headers: { 'x-locale': 'fr' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().error.message).toBe(
      'La date de fin doit être identique ou postérieure à la date de début',
    );
    expect(
      (await t.asStaff({ method: 'PATCH', url: `/api/admin/events/${id}`, payload: { title: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.asStaff({
          method: 'PATCH',
          url: `/api/admin/events/${id}`,
          payload: { slug: 'karaoke-night' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.asStaff({
          method: 'PATCH',
          url: `/api/admin/events/${id}`,
          payload: { slug: 'cena-especial' },
        })
      ).json<Event>().slug,
    ).toBe('cena-especial');

    const gone = await t.asStaff({ method: 'DELETE', url: `/api/admin/events/${id}` });
    expect(gone.statusCode).toBe(204);
    expect(await t.documents.forTenant('default').get(`events/${id}`)).toBeNull();
    expect((await t.asStaff({ url: `/api/admin/events/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 (translated) for an unknown id on every verb, and 400 for a malformed id', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.asStaff({
        method,
        url: '/api/admin/events/nope123',
        headers: { 'x-locale': 'es' },
        ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json<ErrorBody>().error.message).toBe('Evento no encontrado.');
    }
    expect((await t.asStaff({ url: '/api/admin/events/bad.id' })).statusCode).toBe(400);
  });

  it('keeps one tenant’s events from another', async () => {
    const { id } = (await create({ title: 'Solo default', date: '2030-01-01' })).json<Event>();
    expect(
      (await t.asStaff({ url: `/api/admin/events/${id}`, headers: { host: 'localhost:3002' } }))
        .statusCode,
    ).toBe(404);
  });
});
