import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, type SiteTestApp } from '../site/site-test-app.js';

let site: SiteTestApp;
beforeAll(async () => {
  site = await buildSiteTestApp();
});
afterAll(() => site.app.close());

const ADMIN = '/api/admin/gallery';
const staff = (port = 3000, locale = 'es') => ({
  host: `localhost:${port}`,
  'x-locale': locale,
  ...bearer(site.callers.staff),
});

interface Item {
  id: string;
  source: string;
  url: string;
  resized: { width: number; url: string }[];
  alt: Record<string, string>;
  caption: Record<string, string>;
  hidden: boolean;
  order: number;
}

function form(name: string, type: string, data: Buffer, port = 3000, locale = 'es') {
  const boundary = 'galleryboundary';
  return {
    headers: {
      ...staff(port, locale),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const png = (background: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(port = 3000): Promise<Item> {
  const res = await site.app.inject({
    method: 'POST',
    url: `${ADMIN}/images`,
    ...form('Patio de noche.png', 'image/png', await png('#2a4'), port),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Item>();
}

const publicGallery = (locale: string, port = 3000) =>
  site.app.inject({ url: `/api/gallery?locale=${locale}`, headers: { host: `localhost:${port}` } });

describe('the gallery', () => {
  it('uploads through the image pipeline, edits texts, hides, reorders and deletes', async () => {
    const first = await upload();
    expect(first).toMatchObject({ source: 'upload', hidden: false, order: 0 });
    expect(first.url).toMatch(/^\/api\/media\/gallery\/[a-z0-9]+-patio-de-noche\.png$/);
    expect(first.resized.map((variant) => variant.width)).toEqual([640, 750, 828]);
    const variant = await site.app.inject({
      url: first.resized[0]!.url,
      headers: { host: 'localhost:3000' },
    });
    expect(variant.headers['content-type']).toBe('image/webp');
    const second = await upload();
    expect(second.order).toBe(1);

    const patched = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${first.id}`,
      headers: staff(),
      payload: {
        alt: { es: '  La terraza de noche ', en: 'The terrace at night', fr: '' },
        caption: { es: 'Terraza', en: 'Terrace', fr: 'Terrasse' },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Item>().alt).toEqual({
      es: 'La terraza de noche',
      en: 'The terrace at night',
      fr: '',
    });

    // Guests: the page's language, the Spanish alt when one is missing, a srcset, no staff fields.
    const fr = (await publicGallery('fr')).json<{ items: Record<string, string>[] }>();
    expect(fr.items).toHaveLength(2);
    expect(fr.items[0]).toEqual({
      id: first.id,
      src: first.resized[0]!.url,
      srcset: first.resized.map((v) => `${v.url} ${v.width}w`).join(', '),
      alt: 'La terraza de noche',
      caption: 'Terrasse',
    });
    expect((await publicGallery('fr')).headers['cache-control']).toBe('public, max-age=30');

    const reordered = await site.app.inject({
      method: 'PUT',
      url: `${ADMIN}/order`,
      headers: staff(),
      payload: { ids: [second.id, first.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<{ items: Item[] }>().items.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
    // The write forgot the cached read at once.
    const en = (await publicGallery('en')).json<{ items: { id: string; alt: string }[] }>();
    expect(en.items.map((item) => item.id)).toEqual([second.id, first.id]);

    const hidden = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${second.id}`,
      headers: staff(),
      payload: { hidden: true },
    });
    expect(hidden.json<Item>().hidden).toBe(true);
    const visible = (await publicGallery('en')).json<{ items: { id: string }[] }>();
    expect(visible.items.map((item) => item.id)).toEqual([first.id]);

    const deleted = await site.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${first.id}`,
      headers: staff(),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await site.app.inject({ url: first.url, headers: { host: 'localhost:3000' } });
    expect(gone.statusCode).toBe(404);
    const again = await site.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${first.id}`,
      headers: staff(3000, 'en'),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: { message: 'That picture is not in the gallery.' },
    });
    await site.app.inject({ method: 'DELETE', url: `${ADMIN}/${second.id}`, headers: staff() });
  });

  it('keeps a version per add and save; a restore brings the older texts back and keeps the file', async () => {
    const item = await upload();
    const patched = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${item.id}`,
      headers: staff(),
      payload: { alt: { es: 'Patio con velas', en: 'Patio with candles', fr: '' }, hidden: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    type Summary = {
      id: string;
      changed: string[];
      by: string | null;
      restoredFrom: string | null;
    };
    const versions = async () => {
      const res = await site.app.inject({
        url: `${ADMIN}/versions?doc=${item.id}`,
        headers: staff(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ versions: Summary[] }>().versions;
    };
    const list = await versions();
    expect(list).toHaveLength(2);
    expect(list[0]!.changed.sort()).toEqual(['alt.en', 'alt.es', 'hidden']);
    expect(list[0]!.by).toMatch(/@/);

    const restored = await site.app.inject({
      method: 'POST',
      url: `${ADMIN}/versions/${list[1]!.id}/restore?doc=${item.id}`,
      headers: staff(),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Summary>().restoredFrom).toBe(list[1]!.id);
    const now = (await site.app.inject({ url: ADMIN, headers: staff() }))
      .json<{ items: Item[] }>()
      .items.find((entry) => entry.id === item.id);
    expect(now).toMatchObject({
      alt: { es: '', en: '', fr: '' },
      hidden: false,
      url: item.url,
      order: item.order,
    });
    expect(await versions()).toHaveLength(3);

    // A key that is no picture id is a 400; a deleted picture's restore is a 404, in Spanish.
    const bad = await site.app.inject({ url: `${ADMIN}/versions?doc=a/b`, headers: staff() });
    expect(bad.statusCode).toBe(400);
    const removed = await site.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${item.id}`,
      headers: staff(),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await site.app.inject({
      method: 'POST',
      url: `${ADMIN}/versions/${list[1]!.id}/restore?doc=${item.id}`,
      headers: staff(),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { message: 'Esa foto no está en la galería.' } });
  });

  it('refuses bad input with the right status and stores nothing', async () => {
    const text = await site.app.inject({
      method: 'POST',
      url: `${ADMIN}/images`,
      ...form('menu.png', 'image/png', Buffer.from('not a picture, just text'), 3000, 'fr'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      error: { message: 'Seules les images sont acceptées (JPEG, PNG, WebP, GIF ou AVIF).' },
    });
    const noFile = await site.app.inject({
      method: 'POST',
      url: `${ADMIN}/images`,
      headers: staff(),
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    const longAlt = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/unknown`,
      headers: staff(),
      payload: { alt: { es: 'x'.repeat(301) } },
    });
    expect(longAlt.statusCode).toBe(400);
    const extra = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/unknown`,
      headers: staff(),
      // A key no picture has (the server's own fields, such as `url`, are ignored instead).
      payload: { link: '/api/media/x.png' },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await site.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/unknown`,
      headers: staff(),
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
    const unknownOrder = await site.app.inject({
      method: 'PUT',
      url: `${ADMIN}/order`,
      headers: staff(),
      payload: { ids: ['nope'] },
    });
    expect(unknownOrder.statusCode).toBe(404);
    const stranger = await site.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff(),
      payload: { source: 'event', url: 'https://example.com/a.jpg' },
    });
    expect(stranger.statusCode).toBe(400);
    const notOurs = await site.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff(),
      payload: { source: 'catalog', url: '/api/media/Agents/default/catalog/x.png' },
    });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json()).toMatchObject({
      error: { message: 'Esa imagen no es una foto de un evento ni del catálogo.' },
    });
    const list = await site.app.inject({ url: ADMIN, headers: staff() });
    expect(list.json<{ items: Item[] }>().items).toEqual([]);
    const badLocale = await site.app.inject({
      url: '/api/gallery?locale=de',
      headers: { host: 'localhost:3000' },
    });
    expect(badLocale.statusCode).toBe(400);
  });

  it('adds a catalogue picture from the sources, and keeps its file on delete', async () => {
    const image = await site.app.inject({
      method: 'POST',
      url: '/api/admin/ai-agents/default/catalog/products/images',
      ...form('tacos.png', 'image/png', await png('#c60')),
    });
    expect(image.statusCode, image.body).toBe(201);
    const { photoUrl, photoResized } = image.json<{
      photoUrl: string;
      photoResized: { width: number; url: string }[];
    }>();
    const product = await site.app.inject({
      method: 'POST',
      url: '/api/admin/ai-agents/default/catalog/products',
      headers: staff(),
      payload: { name: 'Tacos al pastor', category: 'food', photoUrl, photoResized },
    });
    expect(product.statusCode, product.body).toBe(201);

    const sources = await site.app.inject({ url: `${ADMIN}/sources`, headers: staff() });
    expect(sources.json<{ items: unknown[] }>().items).toContainEqual({
      source: 'catalog',
      label: 'Tacos al pastor',
      url: photoUrl,
      resized: photoResized,
    });
    const added = await site.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff(),
      payload: { source: 'catalog', url: photoUrl, alt: { es: 'Tacos al pastor' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<Item>();
    expect(item).toMatchObject({ source: 'catalog', resized: photoResized });
    expect(item.alt).toEqual({ es: 'Tacos al pastor', en: '', fr: '' });

    await site.app.inject({ method: 'DELETE', url: `${ADMIN}/${item.id}`, headers: staff() });
    const still = await site.app.inject({ url: photoUrl, headers: { host: 'localhost:3000' } });
    expect(still.statusCode).toBe(200);
  });

  it('keeps each tenant to its own gallery', async () => {
    const mine = await upload(3002);
    const other = (await publicGallery('es', 3000)).json<{ items: { id: string }[] }>();
    expect(other.items.map((item) => item.id)).not.toContain(mine.id);
    const own = (await publicGallery('es', 3002)).json<{ items: { id: string }[] }>();
    expect(own.items.map((item) => item.id)).toContain(mine.id);
    const cross = await site.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${mine.id}`,
      headers: staff(3000),
    });
    expect(cross.statusCode).toBe(404);
  });

  it("preloads the first shown picture in the served page, as the grid's srcset and sizes", async () => {
    const page = async () =>
      (await site.app.inject({ url: '/en/galeria', headers: { host: 'localhost:3002' } })).body;
    const shown = (await publicGallery('en', 3002)).json<{ items: { srcset: string }[] }>();
    const first = shown.items[0]!;
    const preload = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];
    const tag = preload(await page());
    expect(tag).toContain(`imagesrcset="${first.srcset}"`);
    expect(tag).toContain('imagesizes="(min-width: 56rem) 15rem, (min-width: 40rem) 33vw, 50vw"');
    expect(tag).toContain('fetchpriority="high"');
    expect(await page()).toContain('<link rel="preload" as="fetch" href="/api/gallery?locale=en"');
  });

  it('shows the first shown picture in the served page, where the grid’s first cell then shows it', async () => {
    const html = (
      await site.app.inject({ url: '/en/galeria', headers: { host: 'localhost:3002' } })
    ).body;
    const shown = (await publicGallery('en', 3002)).json<{
      items: { src: string; srcset: string }[];
    }>();
    const first = shown.items[0]!;
    expect(html).toContain(
      `<li data-gallery-poster="" class="gallery__cell"><div class="gallery__open"><img alt="" src="${first.src}" srcset="${first.srcset}" sizes="(min-width: 56rem) 15rem, (min-width: 40rem) 33vw, 50vw" width="500" height="500" fetchpriority="high"/>`,
    );
    expect(html).not.toContain('<li hidden="" data-gallery-poster=""');
  });
});
