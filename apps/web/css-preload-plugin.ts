import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from around every `import()`. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const HELPER = fileURLToPath(new URL('./app/lib/import-after-css.ts', import.meta.url));

/**
 * Vite's preload helper, in the frame chunk of every page, adds modulepreload links for a
 * dynamic chunk's imports and its stylesheets, with fallbacks for browsers without
 * modulepreload, CSP nonces and a `vite:preloadError` event: about 0.5 KB gzipped. With
 * `build.modulePreload: false` the build only ever hands it stylesheets, so the site's own
 * `importAfterCss` (stylesheets once, then the module) stands in for it.
 */
export function cssPreload(): Plugin {
  return {
    name: 'bar:css-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== VITE_PRELOAD_HELPER) return null;
      const { config } = this.environment;
      if (config.build.modulePreload !== false || config.base !== '/')
        this.error('bar:css-preload needs build.modulePreload false and base "/"');
      return `export { importAfterCss as __vitePreload } from ${JSON.stringify(HELPER)};`;
    },
  };
}
