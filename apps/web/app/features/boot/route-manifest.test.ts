import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactManifest, writeCompactManifest } from './route-manifest';

// Two routes of the manifest React Router 7 writes (ssr: false), as it writes them.
const manifest = {
  entry: {
    module: '/assets/entry.client-1.js',
    imports: ['/assets/rolldown-runtime-2.js', '/assets/frame-3.js'],
    css: [],
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      hasAction: false,
      hasLoader: false,
      hasClientLoader: false,
      hasDefaultExport: true,
      hasErrorBoundary: true,
      module: '/assets/root-4.js',
      imports: ['/assets/frame-3.js'],
      css: [],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      index: true,
      hasAction: false,
      hasErrorBoundary: false,
      module: '/assets/home-5.js',
      imports: ['/assets/frame-3.js', '/assets/hero-6.js'],
      css: ['/assets/home-7.css'],
    },
  },
  url: '/assets/manifest-abc.js',
  version: 'abc',
};

describe('compactManifest', () => {
  it('drops the routes’ imports and false flags, and keeps everything the router reads', () => {
    expect(compactManifest(manifest)).toEqual({
      entry: manifest.entry,
      routes: {
        root: {
          id: 'root',
          path: '',
          hasDefaultExport: true,
          hasErrorBoundary: true,
          module: '/assets/root-4.js',
          css: [],
        },
        'routes/home': {
          id: 'routes/home',
          parentId: 'root',
          index: true,
          module: '/assets/home-5.js',
          css: ['/assets/home-7.css'],
        },
      },
      url: '/assets/manifest-abc.js',
      version: 'abc',
    });
  });
});

describe('writeCompactManifest', () => {
  const build = (code: string) => {
    const client = mkdtempSync(join(tmpdir(), 'route-manifest-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'assets', 'manifest-abc.js'), code);
    writeFileSync(join(client, 'assets', 'home-5.js'), 'export {};');
    return client;
  };

  it('rewrites the build’s manifest in place, still the assignment the page runs', async () => {
    const client = build(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    await writeCompactManifest(client);
    const code = readFileSync(join(client, 'assets', 'manifest-abc.js'), 'utf8');
    const window = {} as { __reactRouterManifest?: unknown };
    runInNewContext(code, { window });
    expect(window.__reactRouterManifest).toEqual(compactManifest(manifest));
    expect(code.length).toBeLessThan(JSON.stringify(manifest).length);
  });

  it('stops the build on a manifest it does not recognise', async () => {
    await expect(writeCompactManifest(build('export default {};'))).rejects.toThrow(
      /not the assignment/,
    );
    const none = mkdtempSync(join(tmpdir(), 'route-manifest-'));
    mkdirSync(join(none, 'assets'));
    await expect(writeCompactManifest(none)).rejects.toThrow(/found 0/);
  });
});
