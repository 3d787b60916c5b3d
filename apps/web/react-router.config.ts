import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/config/paths';

// Static site: every locale x page is prerendered to HTML at build time and hydrated in the
// browser (https://reactrouter.com/how-to/pre-rendering). No server runtime; the API serves
// these files (and /{locale}/404 with status 404 for unknown paths).
export default {
  ssr: false,
  // WEB_BUILD_DIR lets a second build run beside the usual one (bench experiments, parallel work).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  prerender: prerenderPaths,
} satisfies Config;
