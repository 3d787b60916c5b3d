import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, jsonBlock, type SiteTestApp } from '../site/site-test-app.js';

let site: SiteTestApp;
beforeAll(async () => {
  site = await buildSiteTestApp();
});
afterAll(() => site.app.close());

const LIST = '/api/admin/ai-agents/default/catalog/products';
const staff = (port = 3000, locale = 'es') => ({
  host: `localhost:${port}`,
  'x-locale': locale,
  ...bearer(site.callers.staff),
});

async function create(body: object, port = 3000) {
  const res = await site.app.inject({
    method: 'POST',
    url: LIST,
    headers: staff(port),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; order: number; createdAt: number; updatedAt: number }>();
}

/** The text a PDF shows: its streams inflated, pdfkit's hex strings decoded. */
function pdfText(pdf: Buffer): string {
  let text = '';
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const body = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of body.matchAll(/<([0-9a-f]+)>/gi))
        text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += '\n';
    } catch {
      // not a deflated stream (fonts, images)
    }
  }
  return text;
}

describe('the catalogue (staff API)', () => {
  it('creates with the §5 rules, lists in order, edits and deletes', async () => {
    const first = await create({
      name: '  Tacos de lengua  ',
      price: 'no es número',
      options: [' salsa verde ', '', 'salsa roja'],
      category: 'food',
      subcategory: 'Tacos',
      translations: { en: { name: 'Beef tongue tacos' } },
    });
    const second = await create({ name: 'Sopa de lima', price: 9.5, category: 'food' });
    expect(second.order).toBeGreaterThan(first.order);

    const list = await site.app.inject({ url: LIST, headers: staff() });
    const items = list.json<{
      items: {
        id: string;
        name: string;
        price: number | null;
        options: string[];
        active: boolean;
      }[];
    }>().items;
    expect(items.map((item) => item.name)).toEqual(['Tacos de lengua', 'Sopa de lima']);
    expect(items[0]).toMatchObject({
      price: null,
      options: ['salsa verde', 'salsa roja'],
      active: true,
    });

    const edited = await site.app.inject({
      method: 'PUT',
      url: `${LIST}/${first.id}`,
      headers: staff(),
      payload: { name: 'Tacos de lengua', price: 15, category: 'food', availableToday: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      price: 15,
      createdAt: first.createdAt,
      availableToday: false,
    });
    expect(edited.json<{ updatedAt: number }>().updatedAt).toBeGreaterThanOrEqual(first.updatedAt);

    const reordered = await site.app.inject({
      method: 'PUT',
      url: `${LIST}/order`,
      headers: staff(),
      payload: { ids: [second.id, first.id] },
    });
    expect(reordered.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);

    const removed = await site.app.inject({
      method: 'DELETE',
      url: `${LIST}/${second.id}`,
      headers: staff(),
    });
    expect(removed.statusCode).toBe(204);
    const again = await site.app.inject({
      method: 'DELETE',
      url: `${LIST}/${second.id}`,
      headers: staff(3000, 'fr'),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: { message: 'Ce produit ou service n’existe pas.' },
    });
  });

  it('refuses bad input with a translated 400 and stores nothing', async () => {
    const before = (await site.app.inject({ url: LIST, headers: staff() })).json<{
      items: unknown[];
    }>().items.length;
    for (const payload of [
      { name: '   ' },
      { name: 'x', category: 'wine' },
      { name: 'x', photoUrl: 'javascript:alert(1)' },
      { name: 'x'.repeat(201) },
      { name: 'x', options: 'a,b' },
    ]) {
      const res = await site.app.inject({
        method: 'POST',
        url: LIST,
        headers: staff(3000, 'en'),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: { message: 'The data sent is not valid.' } });
    }
    const wrongKind = await site.app.inject({
      url: '/api/admin/ai-agents/default/catalog/drinks',
      headers: staff(),
    });
    expect(wrongKind.statusCode).toBe(400);
    const after = (await site.app.inject({ url: LIST, headers: staff() })).json<{
      items: unknown[];
    }>().items.length;
    expect(after).toBe(before);
  });

  it('takes pictures only: webp variants for an image, 415 for anything else', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer();
    const form = (name: string, type: string, data: Buffer) => {
      const boundary = 'catalogboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        headers: { ...staff(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      };
    };
    const ok = await site.app.inject({
      method: 'POST',
      url: `${LIST}/images`,
      ...form('Plato Rico.png', 'image/png', png),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const image = ok.json<{ photoUrl: string; photoResized: { width: number; url: string }[] }>();
    expect(image.photoUrl).toMatch(
      /^\/api\/media\/Agents\/default\/catalog\/products\/images\/\d+_plato-rico\.png$/,
    );
    expect(image.photoResized.map((variant) => variant.width)).toEqual([640, 750]);
    expect(image.photoResized[0]!.url).toMatch(/-640\.webp$/);
    const variant = await site.app.inject({
      url: image.photoResized[0]!.url,
      headers: { host: 'localhost:3000' },
    });
    expect(variant.headers['content-type']).toBe('image/webp');

    const text = await site.app.inject({
      method: 'POST',
      url: `${LIST}/images`,
      ...form('menu.png', 'image/png', Buffer.from('not a picture at all, just text')),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      error: { message: 'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF o AVIF).' },
    });
  });
});

describe('the guest menu', () => {
  it('is written into the served menu page with its JSON block and schema.org JSON-LD', async () => {
    await create({
      name: 'Margarita de jamaica',
      price: 12,
      category: 'cocktail',
      subcategory: 'Clásicos',
      translations: { fr: { name: 'Margarita à l’hibiscus', subcategory: 'Classiques' } },
    });
    site.app.siteCache.clear();
    const page = await site.page('/fr/menus?tab=cocktail');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('Margarita à l’hibiscus');
    expect(html).toMatch(
      /<button[^>]*aria-selected="true"[^>]*id="menu-tab-cocktail"|<button[^>]*id="menu-tab-cocktail"[^>]*aria-selected="true"/,
    );
    expect(html).toMatch(/12,00\s\$/);
    const block = jsonBlock<{ tab: string; locale: string }>(html, 'bar-menu');
    expect(block).toMatchObject({ tab: 'cocktail', locale: 'fr' });
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as unknown;
    expect(ld).toMatchObject({
      '@type': 'Menu',
      hasMenuSection: expect.arrayContaining([
        expect.objectContaining({ name: 'Cocktails' }) as unknown,
      ]) as unknown,
    });
    // The liquor tab is empty: its panel says so in the page's language.
    expect(html).toContain('Rien dans cette section pour le moment. Revenez bientôt.');
    // No executable inline script was added.
    expect(html).not.toMatch(/<script>(?![\s\S]*?document\.documentElement|window\.__ctx)/);
  });

  it('follows catalogue edits without a rebuild, and each tenant shows its own', async () => {
    await create({ name: 'Pupusa de chicharrón', price: 5, category: 'food' }, 3002);
    const restaurant = await site.page('/es/menus', 3002);
    expect(restaurant.body).toContain('Pupusa de chicharrón');
    const main = await site.page('/es/menus', 3000);
    expect(main.body).not.toContain('Pupusa de chicharrón');
    const api = await site.app.inject({
      url: '/api/menu?locale=en',
      headers: { host: 'localhost:3002' },
    });
    expect(
      api.json<{ sections: { subsections: { items: { name: string }[] }[] }[] }>().sections[0]!
        .subsections[0]!.items[0]!.name,
    ).toBe('Pupusa de chicharrón');
    const bad = await site.app.inject({
      url: '/api/menu?locale=de',
      headers: { host: 'localhost:3002' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes the PDF menu per tenant and language, cached until the menu changes', async () => {
    await site.documents
      .forTenant('restaurant')
      .set('branding/default', { company: { brandName: 'El Mariachi Bar & Grill' } });
    const pdf = await site.app.inject({
      url: '/menu/menu-en.pdf',
      headers: { host: 'localhost:3002' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('El Mariachi Bar & Grill');
    expect(text).toContain('Pupusa de chicharrón');
    expect(text).not.toContain('La Cantina');
    const etag = pdf.headers.etag as string;
    const same = await site.app.inject({
      url: '/menu/menu-en.pdf',
      headers: { host: 'localhost:3002', 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await create({ name: 'Horchata', price: 4, category: 'food' }, 3002);
    const changed = await site.app.inject({
      url: '/menu/menu-en.pdf',
      headers: { host: 'localhost:3002', 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(pdfText(changed.rawPayload)).toContain('Horchata');
    expect(
      (await site.app.inject({ url: '/menu/menu-de.pdf', headers: { host: 'localhost:3002' } }))
        .statusCode,
    ).toBe(404);

    await site.documents
      .forTenant('restaurant')
      .set('settings/default', { menuPdf: { fr: '/api/media/menus/carte.pdf' } });
    const own = await site.app.inject({
      url: '/menu/menu-fr.pdf',
      headers: { host: 'localhost:3002' },
    });
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toBe('/api/media/menus/carte.pdf');
  });

  it("fetches the shown tab's first picture from the head, and the board hydrates as served", async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const boundary = 'menupicture';
    const upload = await site.app.inject({
      method: 'POST',
      url: `${LIST}/images`,
      headers: { ...staff(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mezcal.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = upload.json<{ photoUrl: string; photoResized: object[] }>();
    await create({ name: 'Mezcal espadín', price: 9, category: 'liquor', ...image });
    await create({ name: 'Tequila reposado', price: 8, category: 'liquor', ...image });
    site.app.siteCache.clear();

    const html = (await site.page('/es/menus?tab=liquor')).body;
    const [head, body] = html.split('</head>') as [string, string];
    const preload = /<link rel="preload" as="image" imageSrcSet="([^"]+)"[^>]*\/>/.exec(head);
    expect(preload?.[1]).toMatch(/mezcal-640\.webp 640w/);
    expect(preload?.[0]).toContain('fetchPriority="high"');
    // The board holds the pictures only: what the browser's render of it has, nothing more.
    const board = body.slice(body.indexOf('<div dir="ltr"'));
    expect(board).not.toContain('<link');
    const pictures = [...board.matchAll(/<img class="menu-item__media"[^>]*>/g)].map((m) => m[0]);
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toContain('loading="eager"');
    expect(pictures[0]).toContain('fetchPriority="high"');
    expect(pictures[1]).toContain('loading="lazy"');
    expect(pictures[1]).not.toContain('fetchPriority');
  });
});
