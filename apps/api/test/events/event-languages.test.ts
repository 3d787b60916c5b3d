import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  dayFromToday,
  type ErrorBody,
  type EventsTestApp,
} from './events-test-app.js';

type Cta = { type: string; url: string; label: string };
type Event = {
  id: string;
  slug: string;
  title: string;
  description: string;
  location: string;
  ctas: Cta[];
  localized?: Record<string, Record<string, unknown>>;
};
type List = { events: Event[] };

let t: EventsTestApp;
let created: Event;
const host = 'localhost:3000';
const localized = {
  en: {
    title: 'Tango Night',
    description: 'Live tango on the terrace',
    location: 'Terrace',
    ctaLabels: ['Book a table'],
  },
  fr: { description: 'Tango en direct sur la terrasse' },
};

beforeAll(async () => {
  t = await buildEventsTestApp();
  const res = await t.asStaff({
    method: 'POST',
    url: '/api/admin/events',
    payload: {
      title: 'Noche de tango',
      description: 'Tango en vivo en la terraza',
      location: 'Terraza',
      date: dayFromToday(3),
      status: 'published',
      ctas: [{ type: 'url', url: '/reservar', label: 'Reservar mesa' }],
      localized,
    },
  });
  expect(res.statusCode).toBe(201);
  created = res.json<Event>();
});
afterAll(() => t.app.close());

const listed = async (query: string) => {
  const res = await t.app.inject({ url: `/api/events${query}`, headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json<List>().events.find((event) => event.id === created.id);
};

describe('events in the reader’s language', () => {
  it('lists the English texts for locale=en, calls to action included', async () => {
    expect(await listed('?locale=en')).toMatchObject({
      title: 'Tango Night',
      description: 'Live tango on the terrace',
      location: 'Terrace',
      ctas: [{ type: 'url', url: '/reservar', label: 'Book a table' }],
    });
  });

  it('falls back to the Spanish text field by field where French has none', async () => {
    expect(await listed('?locale=fr')).toMatchObject({
      title: 'Noche de tango',
      description: 'Tango en direct sur la terrasse',
      location: 'Terraza',
      ctas: [{ label: 'Reservar mesa' }],
    });
    expect(await listed('?locale=es')).toMatchObject({ title: 'Noche de tango' });
    expect(await listed('')).toMatchObject({ title: 'Noche de tango' });
  });

  it('localizes the single-event read too', async () => {
    const res = await t.app.inject({
      url: `/api/events/${created.slug}?locale=en`,
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Event>()).toMatchObject({ title: 'Tango Night', location: 'Terrace' });
    const fr = await t.app.inject({
      url: `/api/events/${created.id}?locale=fr`,
      headers: { host },
    });
    expect(fr.json<Event>().title).toBe('Noche de tango');
  });

  it('answers 400 for an unknown locale, as the other public reads do', async () => {
    for (const url of ['/api/events?locale=de', `/api/events/${created.id}?locale=de`]) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('gives staff the raw event with every language', async () => {
    const res = await t.asStaff({ url: `/api/admin/events/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Event>()).toMatchObject({ title: 'Noche de tango', localized });
  });

  it('saves a French title with a patch and then lists it for locale=fr', async () => {
    const res = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${created.id}`,
      payload: { localized: { ...localized, fr: { ...localized.fr, title: 'Soirée tango' } } },
    });
    expect(res.statusCode).toBe(200);
    expect((await listed('?locale=fr'))?.title).toBe('Soirée tango');
    expect((await listed('?locale=en'))?.title).toBe('Tango Night');
  });

  it('refuses a too-long localized title with 400 and the rule’s text in the caller’s language', async () => {
    for (const [language, message] of [
      ['en', 'The text is too long'],
      ['es', 'El texto es demasiado largo'],
      ['fr', 'Le texte est trop long'],
    ] as const) {
      const res = await t.asStaff({
        method: 'PATCH',
        url: `/api/admin/events/${created.id}`,
        payload: { localized: { en: { title: 'x'.repeat(201) } } },
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.issues?.[0]).toMatchObject({ path: 'localized.en.title', message });
    }
  });
});
