import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  dayFromToday,
  type ErrorBody,
  type EventsTestApp,
} from './events-test-app.js';

type Event = { id: string; slug: string; title: string; status: string; date: string };
type List = { when: string; today: string; timeZone: string; events: Event[] };

let t: EventsTestApp;
/**
 * The tests below write straight to the store, as another instance would: this instance then
 * serves its cached answer until the TTL. A write through the API forgets the tenant's cached
 * reads; these direct writes do the same by hand.
 */
const wroteToStore = (tenant: string) => t.app.publicReads.forget(tenant);
const ids: Record<string, string> = {};
const seed = async (
  title: string,
  date: string,
  extra: Record<string, unknown> = {},
  host = 'localhost:3000',
) => {
  const res = await t.asStaff({
    method: 'POST',
    url: '/api/admin/events',
    payload: { title, date, status: 'published', ...extra },
    headers: { host },
  });
  expect(res.statusCode).toBe(201);
  ids[title] = res.json<Event>().id;
  return res.json<Event>();
};

beforeAll(async () => {
  t = await buildEventsTestApp();
  await seed('Hoy tarde', dayFromToday(0), { startTime: '21:00' });
  await seed('Hoy temprano', dayFromToday(0), { startTime: '18:00' });
  await seed('Mañana', dayFromToday(1));
  await seed('Festival en curso', dayFromToday(-2), { endDate: dayFromToday(1) });
  await seed('Borrador futuro', dayFromToday(2), { status: 'draft' });
  await seed('Borrador pasado', dayFromToday(-2), { status: 'draft' });
  await seed('Ayer', dayFromToday(-1), { startTime: '20:00' });
  await seed('Mes pasado', dayFromToday(-30));
});
afterAll(() => t.app.close());

const list = (query: string, host = 'localhost:3000') =>
  t.app.inject({ url: `/api/events${query}`, headers: { host } });

describe('GET /api/events', () => {
  it('lists upcoming published events from today in Toronto, by date then start time, cached briefly', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body = res.json<List>();
    expect(body).toMatchObject({
      when: 'upcoming',
      today: dayFromToday(0),
      timeZone: 'America/Toronto',
    });
    expect(body.events.map((event) => event.title)).toEqual([
      'Festival en curso',
      'Hoy temprano',
      'Hoy tarde',
      'Mañana',
    ]);
  });

  it('lists past events most recent first (the blog)', async () => {
    const body = (await list('?when=past')).json<List>();
    expect(body.events.map((event) => event.title)).toEqual(['Ayer', 'Mes pasado']);
  });

  it('never shows drafts', async () => {
    for (const when of ['upcoming', 'past']) {
      const titles = (await list(`?when=${when}&limit=100`))
        .json<List>()
        .events.map((event) => event.title);
      expect(titles.some((title) => title.startsWith('Borrador'))).toBe(false);
    }
  });

  it('honours the limit, and refuses a bad one or a bad when', async () => {
    expect((await list('?limit=2')).json<List>().events.map((event) => event.title)).toEqual([
      'Festival en curso',
      'Hoy temprano',
    ]);
    expect((await list('?when=past&limit=1')).json<List>().events).toHaveLength(1);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?when=soon']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('writes each event’s date line in the language asked for, and none without one', async () => {
    type Lined = List & { dateLines?: { locale: string; lines: Record<string, string> } };
    const fr = (await list('?when=past&locale=fr')).json<Lined>();
    expect(fr.dateLines?.locale).toBe('fr');
    expect(Object.keys(fr.dateLines?.lines ?? {}).sort()).toEqual(
      [ids['Ayer'], ids['Mes pasado']].sort(),
    );
    // Yesterday at 20:00 in each language's own way of writing an hour.
    expect(fr.dateLines?.lines[ids['Ayer']!]).toMatch(/ · 20 h 00$/);
    const es = (await list('?when=past&locale=es')).json<Lined>();
    expect(es.dateLines?.lines[ids['Ayer']!]).toMatch(/ · 8:00 p\.m\.$/);
    expect(es.dateLines?.lines[ids['Mes pasado']!]).not.toContain('·');
    expect((await list('?when=past')).json<Lined>()).not.toHaveProperty('dateLines');
    const bad = await list('?when=past&locale=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
  });

  it('decides today in the tenant’s own zone (settings/default.timeZone)', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different days.
    await t.documents
      .forTenant('restaurant')
      .set('settings/default', { timeZone: 'Pacific/Pago_Pago' });
    wroteToStore('restaurant');
    const pagoToday = dayFromToday(0, 'Pacific/Pago_Pago');
    await seed('Hoy en Pago Pago', pagoToday, {}, 'localhost:3002');
    const there = (await list('', 'localhost:3002')).json<List>();
    expect(there.timeZone).toBe('Pacific/Pago_Pago');
    expect(there.events.map((event) => event.title)).toEqual(['Hoy en Pago Pago']);

    await t.documents
      .forTenant('restaurant')
      .set('settings/default', { timeZone: 'Pacific/Kiritimati' });
    wroteToStore('restaurant');
    expect((await list('', 'localhost:3002')).json<List>().events).toEqual([]);
    expect(
      (await list('?when=past', 'localhost:3002')).json<List>().events.map((event) => event.title),
    ).toEqual(['Hoy en Pago Pago']);

    await t.documents.forTenant('restaurant').set('settings/default', { timeZone: 'Not/AZone' });
    wroteToStore('restaurant');
    expect((await list('', 'localhost:3002')).json<List>().timeZone).toBe('America/Toronto');
  });

  it('reuses its answer until a write through the API; a write elsewhere shows within the TTL', async () => {
    const titles = async () =>
      (await list('?limit=100')).json<List>().events.map((event) => event.title);
    const before = await titles();
    // Another instance (or a script) writes straight to the store: this one keeps its answer.
    await t.documents.forTenant('default').set('events/elsewhere', {
      title: 'Escrito en otro lado',
      date: dayFromToday(1),
      status: 'published',
    });
    expect(await titles()).toEqual(before);
    // A staff write through this API forgets the tenant's cached reads: both show at once.
    await seed('Publicado por la API', dayFromToday(1));
    expect(await titles()).toEqual(
      expect.arrayContaining(['Escrito en otro lado', 'Publicado por la API', ...before]),
    );
    const res = await list('?limit=100');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('finds documents that only have startAt (date taken in the zone)', async () => {
    const docs = t.documents.forTenant('restaurant');
    await docs.set('settings/default', {});
    const startAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await docs.set('events/legacy', { title: 'Antiguo formato', startAt, status: 'published' });
    wroteToStore('restaurant');
    const body = (await list('', 'localhost:3002')).json<List>();
    const legacy = body.events.find((event) => event.title === 'Antiguo formato');
    expect(legacy?.date).toBe(dayFromToday(3));
    expect(legacy?.slug).toBe('legacy');
  });
});

describe('GET /api/events/:idOrSlug', () => {
  it('reads a published event by id or slug', async () => {
    const byId = await t.app.inject({
      url: `/api/events/${ids['Mañana']}`,
      headers: { host: 'localhost:3000' },
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Event>()).toMatchObject({ title: 'Mañana', slug: 'manana' });
    const bySlug = await t.app.inject({
      url: '/api/events/manana',
      headers: { host: 'localhost:3000' },
    });
    expect(bySlug.json<Event>().id).toBe(ids['Mañana']);
  });

  it('answers 404, translated, for a draft, an unknown event or another tenant’s', async () => {
    for (const [path, host] of [
      [ids['Borrador futuro'], 'localhost:3000'],
      ['borrador-futuro', 'localhost:3000'],
      ['no-existe', 'localhost:3000'],
      [ids['Mañana'], 'localhost:3002'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/events/${path}`,
        headers: { host, 'accept-language': 'fr-CA' },
      });
      expect(res.statusCode, path).toBe(404);
      expect(res.json<ErrorBody>().error.message).toBe('Événement introuvable.');
    }
  });
});
