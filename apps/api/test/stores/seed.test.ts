import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp, hostOf } from '../helper.js';

describe('demo seed (SEED_DEMO=true on the real app)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => app.close());

  it('loads branding, settings, menus and events with real pictures for both tenants', async () => {
    const main = app.documents.forTenant('default');
    const restaurant = app.documents.forTenant('restaurant');
    expect(await main.get('branding/default')).toMatchObject({
      company: { brandName: 'La Cantina del Norte' },
      contact: { address: { state: 'Ontario' } },
    });
    expect(await restaurant.get('branding/default')).toMatchObject({
      company: { brandName: 'El Mariachi Bar & Grill' },
    });
    expect(await main.get('settings/default')).toMatchObject({
      faculties: { adminPanel: false, website: true },
    });
    expect(await main.listCollections()).toEqual(
      expect.arrayContaining([
        'branding',
        'events',
        'i18n_global',
        'i18n_site',
        'ai_agents',
        'meta_global',
        'meta_pages',
        'settings',
        'system',
      ]),
    );
    const ownMenu = async (docs: typeof main) =>
      (await docs.query('ai_agents/default/catalog_products', { limit: 500 })).map(
        (item) => item.data as { name: string; category: string; photoUrl: string },
      );
    const [mainMenu, restaurantMenu] = [await ownMenu(main), await ownMenu(restaurant)];
    for (const menu of [mainMenu, restaurantMenu]) {
      expect(menu.length).toBeGreaterThanOrEqual(38);
      expect(new Set(menu.map((item) => item.category))).toEqual(
        new Set(['food', 'liquor', 'cocktail', 'michelada']),
      );
    }
    // Each tenant its own menu: not one dish name in common.
    const mainNames = new Set(mainMenu.map((item) => item.name));
    expect(restaurantMenu.filter((item) => mainNames.has(item.name))).toEqual([]);
    const dish = await app.inject({ url: restaurantMenu[0]!.photoUrl, headers: hostOf(3002) });
    expect(dish.statusCode).toBe(200);
    expect(dish.headers['content-type']).toBe('image/webp');

    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await main.query('events', {
      where: [
        { field: 'status', op: '==', value: 'published' },
        { field: 'date', op: '>=', value: today },
      ],
      orderBy: [{ field: 'date' }],
      limit: 25,
    });
    expect(upcoming.length).toBe(3);
    expect(await main.count('events', { where: [{ field: 'date', op: '<', value: today }] })).toBe(
      2,
    );
    expect(
      await main.count('events', { where: [{ field: 'status', op: '==', value: 'draft' }] }),
    ).toBe(1);

    const event = upcoming[0]!.data as { media: { url: string; contentType: string }[] };
    expect(event.media[0]?.url).toMatch(/^\/api\/media\/events\/.+\/cover\.webp$/);
    const picture = await app.inject({ url: event.media[0]!.url, headers: hostOf(3000) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.length).toBeGreaterThan(1000);

    // Each tenant's gallery: a dozen of its own menu's pictures and, between them, the pictures
    // of its five published nights (what the gallery's text promises), texts in every language.
    for (const [port, menu] of [
      [3000, mainMenu],
      [3002, restaurantMenu],
    ] as const) {
      const res = await app.inject({ url: '/api/gallery?locale=fr', headers: hostOf(port) });
      const gallery = res.json<{ items: { src: string; srcset: string; alt: string }[] }>();
      expect(gallery.items).toHaveLength(17);
      const ownPhotos = new Set(menu.map((item) => item.photoUrl));
      const isDish = (item: { src: string }) =>
        ownPhotos.has(item.src.replace(/-\d+\.webp$/, '.webp'));
      for (const item of gallery.items) {
        expect(item.alt).not.toBe('');
        expect(item.srcset).toMatch(/ 640w/);
      }
      expect(gallery.items.filter(isDish)).toHaveLength(12);
      expect(isDish(gallery.items[0]!)).toBe(true);
      expect(gallery.items.filter((item) => !isDish(item)).map((item) => item.alt)).toEqual(
        expect.arrayContaining([
          'Un sombrero de charro et une guitare sous les projecteurs',
          'Un micro sur son pied parmi des notes de musique',
        ]),
      );
      expect(
        gallery.items.filter((item) => !isDish(item)).every((item) => /\/events\//.test(item.src)),
      ).toBe(true);
      const cell = await app.inject({ url: gallery.items[0]!.src, headers: hostOf(port) });
      expect(cell.statusCode).toBe(200);
    }
  });

  it("names the holidays in each language's words", async () => {
    for (const [locale, name] of [
      ['es', 'Día de Canadá'],
      ['en', 'Canada Day'],
      ['fr', 'Fête du Canada'],
    ]) {
      const res = await app.inject({
        url: `/api/bss-effective?locale=${locale}`,
        headers: hostOf(3000),
      });
      expect(res.json<{ branding: { holidays: unknown } }>().branding.holidays).toEqual([
        { name, date: '07-01' },
      ]);
    }
  });

  it('is idempotent: a second run writes nothing and keeps staff edits', async () => {
    await app.documents
      .forTenant('default')
      .update('branding/default', { 'company.tagline': 'edited' });
    expect(await seedDemo(app.documents, app.blobs)).toEqual([]);
    expect(await app.documents.forTenant('default').get('branding/default')).toMatchObject({
      company: { tagline: 'edited' },
    });
  });
});
