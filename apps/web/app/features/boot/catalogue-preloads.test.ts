import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePreloads, readCataloguePreloads } from './catalogue-preloads';

// The entries of a client build's Vite manifest that matter here, as the build writes them.
const manifest = {
  '../../packages/i18n/src/messages/es.json': {
    file: 'assets/es-A.js',
    name: 'es',
    src: '../../packages/i18n/src/messages/es.json',
  },
  '../../packages/i18n/src/messages/chat/es.json': {
    file: 'assets/es-chat.js',
    name: 'es',
    src: '../../packages/i18n/src/messages/chat/es.json',
  },
  '../../packages/i18n/src/messages/fr.json': {
    file: 'assets/fr-B.js',
    name: 'fr',
    src: '../../packages/i18n/src/messages/fr.json',
  },
  '_ui-es-C.js': { file: 'assets/ui-es-C.js', name: 'ui-es' },
  '_ui-fr-D.js': { file: 'assets/ui-fr-D.js', name: 'ui-fr' },
  'app/root.tsx': { file: 'assets/root-E.js', name: 'root', src: 'app/root.tsx' },
};

describe('cataloguePreloads', () => {
  it("names each language's site and ui catalogue chunks, not the chat's", () => {
    expect(cataloguePreloads(manifest, ['es', 'fr'])).toEqual(
      new Map([
        ['es', ['/assets/es-A.js', '/assets/ui-es-C.js']],
        ['fr', ['/assets/fr-B.js', '/assets/ui-fr-D.js']],
      ]),
    );
  });

  it('stops the build when a catalogue has no chunk', () => {
    expect(() => cataloguePreloads(manifest, ['en'])).toThrow(/no chunk holds the site's en/);
  });

  it('reads the build’s manifest and deletes it, so it is never served', async () => {
    const client = mkdtempSync(join(tmpdir(), 'catalogue-preloads-'));
    mkdirSync(join(client, '.vite'));
    writeFileSync(join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = await readCataloguePreloads(client, ['fr']);
    expect(preloads.get('fr')).toEqual(['/assets/fr-B.js', '/assets/ui-fr-D.js']);
    expect(existsSync(join(client, '.vite'))).toBe(false);
  });
});
