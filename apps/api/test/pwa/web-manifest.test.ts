import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_DOC } from '../../src/repositories/branding.js';
import { SETTINGS_DOC } from '../../src/repositories/settings.js';
import { demoSettings } from '../../src/seed/demo-branding.js';
import { buildTestApp, hostOf } from '../helper.js';

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  screenshots: { src: string; sizes: string; form_factor: string; label: string }[];
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  for (const [tenant, brandName] of [
    ['default', 'La Cantina del Norte'],
    ['restaurant', 'El Mariachi Bar & Grill'],
  ] as const) {
    await app.documents
      .forTenant(tenant)
      .set(BRANDING_DOC, { company: { brandName, tagline: `${brandName}, tagline` } });
  }
});
afterAll(() => app.close());

const get = (port: number, headers: Record<string, string> = {}) =>
  app.inject({ url: '/manifest.webmanifest', headers: { ...hostOf(port), ...headers } });

describe('GET /manifest.webmanifest', () => {
  it('answers the spec defaults, named after the tenant, as application/manifest+json', async () => {
    const res = await get(3000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const manifest = JSON.parse(res.body) as Manifest;
    expect(manifest).toMatchObject({
      id: '/es',
      start_url: '/es',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      name: 'La Cantina del Norte',
      short_name: 'La Cantina del Norte',
      description: 'La Cantina del Norte, tagline',
      theme_color: '#7a1f12',
    });
    const any = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(any).toEqual([48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((n) => `${n}x${n}`));
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(2);
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\/icons\/pwa\/(icon|maskable)-\d+\.png$/);
      expect(icon.type).toBe('image/png');
    }
    // A screenshot shows one restaurant's site: none until the tenant lists its own.
    expect(manifest.screenshots).toEqual([]);
  });

  it("takes each tenant's settings.pwa over the defaults, and only that tenant's", async () => {
    await app.documents.forTenant('restaurant').set(SETTINGS_DOC, {
      pwa: {
        name: 'El Mariachi',
        shortName: 'Mariachi',
        display: 'minimal-ui',
        displayOverride: ['window-controls-overlay'],
        icons: [{ src: '/api/media/icons/logo-512.png', sizes: '512x512', purpose: 'maskable' }],
      },
      website: { theme: { meta: { themeColor: { light: '#123456' } } } },
    });

    const restaurant = JSON.parse((await get(3002)).body) as Manifest & {
      display_override: string[];
    };
    expect(restaurant).toMatchObject({
      name: 'El Mariachi',
      short_name: 'Mariachi',
      display: 'minimal-ui',
      display_override: ['window-controls-overlay'],
      start_url: '/es',
      orientation: 'portrait',
      theme_color: '#123456',
      description: 'El Mariachi Bar & Grill, tagline',
    });
    expect(restaurant.icons).toEqual([
      {
        src: '/api/media/icons/logo-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(restaurant.screenshots).toEqual([]);

    const main = JSON.parse((await get(3000)).body) as Manifest;
    expect(main.name).toBe('La Cantina del Norte');
    expect(main.display).toBe('standalone');
    expect(main.icons).toHaveLength(12);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after an edit', async () => {
    const first = await get(3000);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await get(3000, { 'if-none-match': etag })).statusCode).toBe(304);
    await app.documents.forTenant('default').set(SETTINGS_DOC, { pwa: { name: 'Norte' } });
    const edited = await get(3000, { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect((JSON.parse(edited.body) as Manifest).name).toBe('Norte');
  });
});

describe('the demo tenants’ manifests', () => {
  it('each host lists its own screenshots, never the other restaurant’s', async () => {
    for (const tenant of ['default', 'restaurant'])
      await app.documents.forTenant(tenant).set(SETTINGS_DOC, demoSettings(tenant));
    const shotsOf = async (port: number) =>
      (JSON.parse((await get(port)).body) as Manifest).screenshots;
    for (const [port, tenant, name] of [
      [3000, 'default', 'La Cantina del Norte'],
      [3002, 'restaurant', 'El Mariachi Bar & Grill'],
    ] as const) {
      expect(await shotsOf(port)).toEqual([
        {
          src: `/demo/${tenant}/screenshot-wide.png`,
          sizes: '1280x720',
          type: 'image/png',
          label: name,
          form_factor: 'wide',
        },
        {
          src: `/demo/${tenant}/screenshot-narrow.png`,
          sizes: '720x1280',
          type: 'image/png',
          label: name,
          form_factor: 'narrow',
        },
      ]);
    }
  });
});

describe('GET /sw.js', () => {
  it('answers 404 with a translated message when the build has no worker', async () => {
    const res = await app.inject({
      url: '/sw.js',
      headers: { ...hostOf(3000), 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: 'Introuvable.' } });
  });
});
