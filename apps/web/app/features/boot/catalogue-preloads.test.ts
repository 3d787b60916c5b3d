import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePreloads, readCataloguePreloads } from './catalogue-preloads';

// The entries of a client build's Vite manifest that matter here, as the build writes them.
const part = (language: string, name: string) => ({
  [`\u0000site-texts/${language}/${name}`]: {
    file: `assets/texts-0a1b-${language}-${name}.js`,
    name,
  },
});
const manifest = {
  ...part('es', 'core'),
  ...part('es', 'menus'),
  ...part('es', 'blog'),
  ...part('es', 'ui'),
  ...part('es', 'ui_signIn'),
  ...part('fr', 'core'),
  ...part('fr', 'ui'),
  '../../packages/i18n/src/messages/chat/es.json': {
    file: 'assets/es-chat.js',
    name: 'es',
    src: '../../packages/i18n/src/messages/chat/es.json',
  },
  'app/root.tsx': { file: 'assets/root-G.js', name: 'root', src: 'app/root.tsx' },
};

describe('cataloguePreloads', () => {
  it("names a page's core and ui texts, then its groups, not the chat's catalogue", () => {
    const preloads = cataloguePreloads(manifest, ['es', 'fr']);
    expect(preloads('es', ['menus', 'blog', 'ui:signIn'])).toEqual([
      '/assets/texts-0a1b-es-core.js',
      '/assets/texts-0a1b-es-ui.js',
      '/assets/texts-0a1b-es-menus.js',
      '/assets/texts-0a1b-es-blog.js',
      '/assets/texts-0a1b-es-ui_signIn.js',
    ]);
    expect(preloads('fr', [])).toEqual([
      '/assets/texts-0a1b-fr-core.js',
      '/assets/texts-0a1b-fr-ui.js',
    ]);
  });

  it('stops the build when a catalogue has no chunk', () => {
    expect(() => cataloguePreloads(manifest, ['en'])).toThrow(/no chunk holds the site's en core/);
    expect(() => cataloguePreloads(manifest, ['fr'])('fr', ['menus'])).toThrow(
      /no chunk holds fr menus texts/,
    );
  });

  it('reads the build’s manifest and deletes it, so it is never served', async () => {
    const client = mkdtempSync(join(tmpdir(), 'catalogue-preloads-'));
    mkdirSync(join(client, '.vite'));
    writeFileSync(join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = await readCataloguePreloads(client, ['fr']);
    expect(preloads('fr', [])).toEqual([
      '/assets/texts-0a1b-fr-core.js',
      '/assets/texts-0a1b-fr-ui.js',
    ]);
    expect(existsSync(join(client, '.vite'))).toBe(false);
  });
});
