import { expect, test } from '@playwright/test';
import { URLS } from '../../support/ports.js';

type Manifest = {
  name: string;
  start_url: string;
  scope: string;
  id: string;
  display: string;
  orientation: string;
  icons: { src: string; sizes: string; purpose: string }[];
  screenshots: { src: string; form_factor: string }[];
};

const brandOf = async (origin: string) =>
  (
    (await (await fetch(`${origin}/api/bss-effective?locale=es`)).json()) as {
      branding: { company: { brandName: string } };
    }
  ).branding.company.brandName;

test.describe('web app manifest', () => {
  test('each tenant gets valid JSON with its own name, linked from every page', async ({
    page,
    request,
  }) => {
    const names: string[] = [];
    for (const origin of [URLS.web, URLS.restaurant]) {
      const res = await request.get(`${origin}/manifest.webmanifest`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(await res.text()) as Manifest;
      expect(manifest.name).toBe(await brandOf(origin));
      expect(manifest).toMatchObject({
        start_url: '/es',
        id: '/es',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
      });
      names.push(manifest.name);
    }
    expect(names[0]).not.toBe(names[1]);

    await page.goto('/en/menus');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  });

  test("its icons (any and maskable, 48 to 512 px) and each tenant's own screenshots exist", async ({
    request,
  }) => {
    for (const [origin, tenant] of [
      [URLS.web, 'default'],
      [URLS.restaurant, 'restaurant'],
    ] as const) {
      const manifest = (await (
        await request.get(`${origin}/manifest.webmanifest`)
      ).json()) as Manifest;
      const sizes = manifest.icons.map((icon) => Number(icon.sizes.split('x')[0]));
      expect(Math.min(...sizes)).toBe(48);
      expect(Math.max(...sizes)).toBe(512);
      expect(new Set(manifest.icons.map((icon) => icon.purpose))).toEqual(
        new Set(['any', 'maskable']),
      );
      // The install dialog shows this restaurant's site, never the other's.
      expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.src]).sort()).toEqual([
        ['narrow', `/demo/${tenant}/screenshot-narrow.png`],
        ['wide', `/demo/${tenant}/screenshot-wide.png`],
      ]);
      for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
        const res = await request.get(`${origin}${src}`);
        expect(res.status(), src).toBe(200);
        expect(res.headers()['content-type'], src).toBe('image/png');
      }
    }
  });
});
