import type { Config } from '@react-router/dev/config';
import { resolve } from 'node:path';
import { prerenderPaths } from './app/config/paths';
import { writePaintFirst } from './app/features/boot/paint-first';
import { writeCompactManifest } from './app/features/boot/route-manifest';
import { textsBundles } from './app/features/boot/texts-bundles';
import { writeServiceWorker } from './app/features/pwa/sw/write-service-worker';

// Static site: every locale x page is prerendered to HTML at build time and hydrated in the
// browser (https://reactrouter.com/how-to/pre-rendering). No server runtime; the API serves
// these files (and /{locale}/404 with status 404 for unknown paths).
export default {
  ssr: false,
  // WEB_BUILD_DIR lets a second build run beside the usual one (bench experiments, parallel work).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  prerender: prerenderPaths,
  // After prerendering: each page loads its modules (its first texts among them, one file per
  // language and set of page groups) once it has painted, the route manifest loses what the
  // browser never reads from it, then the worker precaches the offline pages as they are served.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = resolve(viteConfig.root, reactRouterConfig.buildDirectory, 'client');
    await writePaintFirst(client, textsBundles(client));
    await writeCompactManifest(client);
    await writeServiceWorker(client);
  },
} satisfies Config;
