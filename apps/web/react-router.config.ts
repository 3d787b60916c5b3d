import type { Config } from '@react-router/dev/config';
import { resolve } from 'node:path';
import { prerenderPaths } from './app/config/paths';
import { writeServiceWorker } from './app/features/pwa/sw/write-service-worker';

// Static site: every locale x page is prerendered to HTML at build time and hydrated in the
// browser (https://reactrouter.com/how-to/pre-rendering). No server runtime; the API serves
// these files (and /{locale}/404 with status 404 for unknown paths).
export default {
  ssr: false,
  // WEB_BUILD_DIR lets a second build run beside the usual one (bench experiments, parallel work).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  prerender: prerenderPaths,
  // After prerendering, so the worker can precache the offline pages.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await writeServiceWorker(resolve(viteConfig.root, reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
