import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { styleVariables } from '@bar/domain/styles/css-variables';
import { SITE_THEME_VARIABLES, themeConfigOf, themeStyleSheet } from '@bar/domain/styles/theme-css';
import type { ThemeStyles } from '@bar/domain/styles/variable-tokens';
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

/** Every `var(--name)` the public site's style sheets read (the web app's and @bar/ui's). */
function variablesTheSiteReads(): Set<string> {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const names = new Set<string>();
  for (const dir of ['apps/web/app', 'packages/ui/src'])
    for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.css'))
        for (const [, name] of readFileSync(join(root, dir, file), 'utf8').matchAll(
          /var\((--[a-z0-9-]+)/g,
        ))
          names.add(name!);
  return names;
}

describe('the theme variables the served sheet holds', () => {
  it("are exactly the tenant's variables that a rule of the public site reads", async () => {
    const res = await t.app.inject({
      url: '/api/bss-effective?locale=es',
      headers: { host: 'localhost:3000' },
    });
    const { styles } = res.json<{ styles: ThemeStyles }>();
    const themes = styles.themes ?? [];
    expect(themes.length).toBeGreaterThan(0);
    const produced = new Set(themes.flatMap((theme) => Object.keys(styleVariables(styles, theme))));
    expect(produced.size).toBeGreaterThan(100);
    const read = variablesTheSiteReads();
    const readAndProduced = [...produced].filter((name) => read.has(name)).sort();
    expect(readAndProduced).toEqual([...SITE_THEME_VARIABLES].sort());

    const sheet = themeStyle((await t.page('/es')).body) ?? '';
    const inSheet = new Set([...sheet.matchAll(/(--[a-z0-9-]+):/g)].map(([, name]) => name));
    expect([...inSheet].every((name) => SITE_THEME_VARIABLES.has(name!))).toBe(true);
    expect(sheet.length).toBeLessThan(2_000);
  });
});
