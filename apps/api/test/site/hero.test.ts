import { HeroEventsBlockSchema, type HeroEventsBlock } from '@bar/domain/site/served-blocks';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { dayFromToday } from '../events/events-test-app.js';
import { BLOG_POSTER_FRAME } from './site-fixture.js';
import { buildSiteTestApp, headOf, jsonBlock, type SiteTestApp } from './site-test-app.js';

type HeroBlock = HeroEventsBlock;

const picture = (name: string) => ({
  contentType: 'image/webp',
  url: `https://cdn.example/${name}.webp`,
  name,
  resized: [
    { width: 1080, url: `https://cdn.example/${name}-1080.webp` },
    { width: 640, url: `https://cdn.example/${name}-640.webp` },
  ],
});

let t: SiteTestApp;
const post = async (title: string, date: string, extra: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
    payload: {
      title,
      date,
      status: 'published',
      media: [picture(title.replace(/\W/g, ''))],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
let soonestId: string;

beforeAll(async () => {
  t = await buildSiteTestApp();
  await post('Later <b>', dayFromToday(5));
  soonestId = await post('Soonest', dayFromToday(1), {
    localized: { fr: { title: 'Bientôt', location: 'Terrasse' } },
    media: [picture('soon'), { contentType: 'video/mp4', url: 'https://cdn.example/v.mp4' }],
  });
  await post('Draft', dayFromToday(2), { status: 'draft' });
  await post('Past', dayFromToday(-3));
  await post('No media', dayFromToday(3), { media: [] });
});
afterAll(() => t.app.close());

describe('hero data on the home pages', () => {
  it('writes the hero events in the page’s language, the Spanish texts where it has none', async () => {
    const titles = async (path: string) =>
      jsonBlock<HeroBlock>((await t.page(path)).body, 'bar-hero-events')?.events.map(
        (event) => event.title,
      );
    expect(await titles('/fr')).toEqual(['Bientôt', 'Later <b>']);
    expect(await titles('/en')).toEqual(['Soonest', 'Later <b>']);
    expect(await titles('/es')).toEqual(['Soonest', 'Later <b>']);
  });

  it('injects the hero events (published, upcoming, with media, soonest first) as GET /api/events items', async () => {
    const html = (await t.page('/en')).body;
    const block = jsonBlock<HeroBlock>(html, 'bar-hero-events');
    // The shape the web reads is the shared schema's.
    expect(HeroEventsBlockSchema.safeParse(block).success).toBe(true);
    expect(block?.events.map((event) => event.title)).toEqual(['Soonest', 'Later <b>']);
    expect(block).toMatchObject({
      when: 'upcoming',
      today: dayFromToday(0),
      timeZone: 'America/Toronto',
    });
    const api = (
      await t.app.inject({ url: '/api/events', headers: { host: 'localhost:3000' } })
    ).json<{
      events: { title: string }[];
    }>();
    expect(block?.events[0]).toEqual(api.events.find((event) => event.title === 'Soonest'));
  });

  it('writes each event’s date line in the page’s language', async () => {
    for (const locale of ['es', 'en', 'fr'] as const) {
      const block = jsonBlock<HeroBlock>((await t.page(`/${locale}`)).body, 'bar-hero-events');
      expect(block?.dateLines.locale).toBe(locale);
      for (const event of block?.events ?? [])
        expect(block?.dateLines.lines[event.id]).toBe(
          eventDateLine(event, locale, block?.timeZone),
        );
      expect(Object.keys(block?.dateLines.lines ?? {})).toHaveLength(2);
    }
  });

  it('preloads the hero’s opening picture as its webp srcset with the hero’s sizes', async () => {
    const head = headOf((await t.page('/fr')).body);
    expect(head).toContain(
      '<link rel="preload" as="image" imagesrcset="https://cdn.example/soon-640.webp 640w, https://cdn.example/soon-1080.webp 1080w" imagesizes="(min-width: 60rem) 58rem, 100vw" fetchpriority="high"/>',
    );
  });

  it('shows an event staff just published on the next page, without waiting for the cache', async () => {
    expect(
      jsonBlock<HeroBlock>((await t.page('/es')).body, 'bar-hero-events')?.events,
    ).toHaveLength(2);
    await post('Just published', dayFromToday(4));
    const titles = jsonBlock<HeroBlock>((await t.page('/es')).body, 'bar-hero-events')?.events.map(
      (event) => event.title,
    );
    expect(titles).toContain('Just published');
  });

  it('only on home pages, and per tenant', async () => {
    expect(jsonBlock((await t.page('/en/menus')).body, 'bar-hero-events')).toBeNull();
    const other = (await t.page('/es', 3002)).body;
    expect(jsonBlock<HeroBlock>(other, 'bar-hero-events')?.events).toEqual([]);
    expect(headOf(other)).not.toContain('rel="preload" as="image"');
  });
});

describe('the blog page', () => {
  it('preloads its first card’s picture (the soonest upcoming event’s) with the card’s sizes', async () => {
    const head = headOf((await t.page('/fr/blog')).body);
    expect(head).toContain(
      '<link rel="preload" as="image" imagesrcset="https://cdn.example/soon-640.webp 640w, https://cdn.example/soon-1080.webp 1080w" imagesizes="(min-width: 48rem) 24rem, 100vw" fetchpriority="high"/>',
    );
    // A tenant without upcoming events has no first picture to fetch.
    expect(headOf((await t.page('/fr/blog', 3002)).body)).not.toContain('as="image"');
  });

  it('shows that picture in the loading page’s first-card frame, marked with its event, as the card then renders it', async () => {
    const html = (await t.page('/en/blog')).body;
    expect(soonestId).toMatch(/\S/);
    expect(html).toContain(
      `<li data-blog-poster="${soonestId}"><article class="event-card" data-variant="upcoming"><div class="event-picture"><img alt="" src="https://cdn.example/soon-640.webp" srcset="https://cdn.example/soon-640.webp 640w, https://cdn.example/soon-1080.webp 1080w" sizes="(min-width: 48rem) 24rem, 100vw" fetchpriority="high"/></div></article></li>`,
    );
    // Without one, the frame stays as prerendered: hidden.
    expect((await t.page('/en/blog', 3002)).body).toContain(BLOG_POSTER_FRAME);
  });

  it('preloads its two reads of GET /api/events, as the page asks for them', async () => {
    const head = headOf((await t.page('/fr/blog')).body);
    for (const when of ['upcoming', 'past'])
      expect(head).toContain(
        `<link rel="preload" as="fetch" href="/api/events?when=${when}&amp;locale=fr" crossorigin="anonymous"/>`,
      );
    expect(headOf((await t.page('/fr')).body)).not.toContain('as="fetch"');
    // The preloaded URL answers the list and its date lines in the page's language, cacheable
    // long enough to be handed to the page.
    const res = await t.app.inject({
      url: '/api/events?when=past&locale=fr',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const list = res.json<{
      events: { id: string; title: string }[];
      dateLines: { locale: string; lines: Record<string, string> };
    }>();
    expect(list.events.map((e) => e.title)).toContain('Past');
    expect(list.dateLines.locale).toBe('fr');
    for (const event of list.events) expect(list.dateLines.lines[event.id]).toMatch(/\S/);
  });
});

describe('a failing store', () => {
  it('still serves the page, without the data blocks’ store values', async () => {
    const broken = await buildSiteTestApp({}, { signIn: false });
    try {
      await broken.documents.close();
      const res = await broken.page('/es');
      expect(res.statusCode).toBe(200);
      expect(jsonBlock(res.body, 'bar-hero-events')).toBeNull();
      expect(res.body).toContain('<title>Home | Bar &amp; Grill</title>');
    } finally {
      await broken.app.close().catch(() => undefined);
    }
  });
});
