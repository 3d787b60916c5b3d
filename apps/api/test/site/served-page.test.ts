import { pageOfSegment } from '@bar/domain/site/pages';
import { SERVED_PAGE, slotsOf } from '@bar/domain/site/served-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { dayFromToday } from '../events/events-test-app.js';
import { FIXTURE_SEGMENTS, LOCALES } from './site-fixture.js';
import { buildSiteTestApp, type SiteTestApp } from './site-test-app.js';

let t: SiteTestApp;
beforeAll(async () => {
  t = await buildSiteTestApp();
  // One upcoming event with a picture, so the home page has a hero to serve.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
    payload: {
      title: 'Noche de salsa',
      date: dayFromToday(2),
      status: 'published',
      media: [{ contentType: 'image/webp', url: 'https://cdn.example/salsa.webp', name: 'salsa' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.app.close());

const blocksIn = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)">/g)].map((m) => m[1]!);

describe('the served page follows its table', () => {
  it('writes on each page only the blocks of its slots, and the head block on every page', async () => {
    for (const locale of LOCALES) {
      for (const segment of FIXTURE_SEGMENTS) {
        const res = await t.page(`/${locale}${segment ? `/${segment}` : ''}`);
        const page = segment === '404' ? null : (pageOfSegment(segment) ?? null);
        const allowed: string[] = slotsOf(page).flatMap((name) => SERVED_PAGE[name].block ?? []);
        const found = blocksIn(res.body);
        const label = `/${locale}/${segment}`;
        expect(
          found.filter((id) => !allowed.includes(id)),
          label,
        ).toEqual([]);
        expect(found, label).toContain(SERVED_PAGE.head.block);
        expect(new Set(found).size, `${label}: each block once`).toBe(found.length);
      }
    }
  });

  it('fills the slots a page has with the tenant data they read', async () => {
    expect(blocksIn((await t.page('/es')).body)).toContain(SERVED_PAGE.hero.block);
    expect(blocksIn((await t.page('/en/menus')).body)).toContain(SERVED_PAGE.menu.block);
    expect(blocksIn((await t.page('/fr/sobrenosotros')).body)).toContain(SERVED_PAGE.about.block);
    // A page without the slot never gets its block, whatever the tenant has.
    expect(blocksIn((await t.page('/es/blog')).body)).not.toContain(SERVED_PAGE.hero.block);
  });

  it('gives every page a slot list that starts with the slots of every page, texts before the boards', () => {
    const every = slotsOf(null);
    expect(every).toEqual(['theme', 'head', 'texts', 'contact']);
    for (const segment of FIXTURE_SEGMENTS) {
      const slots = slotsOf(pageOfSegment(segment) ?? null);
      expect(slots.slice(0, every.length)).toEqual(every);
    }
  });
});
