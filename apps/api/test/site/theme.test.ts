import { themeConfigOf, themeStyleSheet } from '@bar/domain/styles/theme-css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, headOf, type SiteTestApp } from './site-test-app.js';

let t: SiteTestApp;
beforeAll(async () => {
  t = await buildSiteTestApp();
});
afterAll(() => t.app.close());

const themeStyle = (html: string) =>
  /<style id="bar-theme">([^<]*)<\/style>/.exec(headOf(html))?.[1] ?? null;

async function effectiveSheet(): Promise<string> {
  const res = await t.app.inject({
    url: '/api/bss-effective?locale=es',
    headers: { host: 'localhost:3000' },
  });
  const { settings, styles } = res.json<{ settings: object; styles: object }>();
  return themeStyleSheet(themeConfigOf(settings, styles));
}

describe("the tenant's theme in the served pages", () => {
  it('serves both slots as CSS after the stylesheet: the variables the browser would set', async () => {
    const html = (await t.page('/es/menus')).body;
    const sheet = themeStyle(html);
    expect(sheet).toBe(await effectiveSheet());
    expect(sheet).toMatch(/^:root:not\(\[data-theme="dark"\]\)\{--body-bg:[^;]+;/);
    expect(sheet).toContain(':root[data-theme="dark"]{');
    const head = headOf(html);
    expect(head.indexOf('<style id="bar-theme">')).toBeGreaterThan(
      head.indexOf('rel="stylesheet"'),
    );
  });

  it("shows a staff member's style change on the next page", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/styles',
      headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
      payload: { global: { body: { light: { backgroundColor: '#123456' } } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = themeStyle((await t.page('/en')).body);
    expect(sheet).toContain('--body-bg:#123456');
    expect(sheet).toBe(await effectiveSheet());
  });
});
