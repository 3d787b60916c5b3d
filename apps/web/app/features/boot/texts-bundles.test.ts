import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsBundles } from './texts-bundles';

/** Runs a written texts module and answers its default export. */
const run = (path: string) =>
  import(`data:text/javascript,${encodeURIComponent(readFileSync(path, 'utf8'))}`).then(
    (module: { default: unknown }) => module.default,
  );

describe('textsBundles (a page’s first texts in one file)', () => {
  it('writes the language’s core, the ui core and the page’s groups into one file per set', async () => {
    const client = mkdtempSync(join(tmpdir(), 'texts-bundles-'));
    mkdirSync(join(client, 'assets'));
    const firstTexts = textsBundles(client);

    const menus = await firstTexts('es', ['menus', 'ui:signIn']);
    expect(menus).toMatch(/^\/assets\/texts-[0-9a-f]{10}-es-first\.js$/);
    const texts = (await run(join(client, menus))) as Record<string, Record<string, unknown>>;
    expect(Object.keys(texts)).toEqual(['core', 'ui', 'menus', 'ui_signIn']);
    // The site's catalogue and the shared components' one, in the page's language.
    expect(JSON.stringify(texts.menus)).toContain('"food":"Comida"');
    expect(Object.keys(texts.ui_signIn ?? {}).length).toBeGreaterThan(0);
    // The core keeps a group's title only; the rest of the group is the group's own.
    expect(texts.core?.menus).toEqual({ title: 'Nuestro menú' });

    // Same language and groups: the same file; another set or language: a file of its own.
    expect(await firstTexts('es', ['menus', 'ui:signIn'])).toBe(menus);
    const french = await firstTexts('fr', ['menus', 'ui:signIn']);
    expect(french).not.toBe(menus);
    expect(JSON.stringify(await run(join(client, french)))).toContain('"food":"Plats"');
    await firstTexts('es', []);
    expect(readdirSync(join(client, 'assets'))).toHaveLength(3);
  });

  it('stops the build on a group the catalogue does not have', async () => {
    const client = mkdtempSync(join(tmpdir(), 'texts-bundles-'));
    mkdirSync(join(client, 'assets'));
    await expect(textsBundles(client)('es', ['nothing'])).rejects.toThrow(
      /no es texts named nothing/,
    );
  });
});
