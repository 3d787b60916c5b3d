import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePreloads, readCataloguePreloads } from './catalogue-preloads';

// The entries of a client build's Vite manifest that matter here, as the build writes them.
const manifest = {
  '\u0000site-texts/es/core': { file: 'assets/texts-0a1b-es-core.js', name: 'core' },
  '\u0000site-texts/es/menus': { file: 'assets/texts-0a1b-es-menus.js', name: 'menus' },
  '\u0000site-texts/es/blog': { file: 'assets/texts-0a1b-es-blog.js', name: 'blog' },
  '../../packages/i18n/src/messages/chat/es.json': {
    file: 'assets/es-chat.js',
    name: 'es',
    src: '../../packages/i18n/src/messages/chat/es.json',
  },
  '\u0000site-texts/fr/core': { file: 'assets/texts-0a1b-fr-core.js', name: 'core' },
  '_ui-es-E.js': { file: 'assets/ui-es-E.js', name: 'ui-es' },
  '_ui-fr-F.js': { file: 'assets/ui-fr-F.js', name: 'ui-fr' },
  'app/root.tsx': { file: 'assets/root-G.js', name: 'root', src: 'app/root.tsx' },
};

describe('cataloguePreloads', () => {
  it("names a page's core, page groups and ui chunks, not the chat's", () => {
    const preloads = cataloguePreloads(manifest, ['es', 'fr']);
    expect(preloads('es', ['menus', 'blog'])).toEqual([
      '/assets/texts-0a1b-es-core.js',
      '/assets/texts-0a1b-es-menus.js',
      '/assets/texts-0a1b-es-blog.js',
      '/assets/ui-es-E.js',
    ]);
    expect(preloads('fr', [])).toEqual(['/assets/texts-0a1b-fr-core.js', '/assets/ui-fr-F.js']);
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
    expect(preloads('fr', [])).toEqual(['/assets/texts-0a1b-fr-core.js', '/assets/ui-fr-F.js']);
    expect(existsSync(join(client, '.vite'))).toBe(false);
  });
});
