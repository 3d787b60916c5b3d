import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * `virtual:later/<path under app/>` exports `later(name)`: that module's component `name` as a
 * React.lazy component. In the browser its module comes through `import()`, so it is a chunk
 * of its own that no page preloads, fetched when first rendered. On the server (the prerender,
 * the dev server) the module is imported at once and the lazy component renders in the same
 * pass (its loader returns a thenable that calls back before it returns), so the prerendered
 * HTML holds it in place. A lazy component that suspends while prerendering would come after
 * the page's end instead, with inline scripts to move it into place: scripts the site's CSP
 * refuses, and a page that paints without it.
 */
const PREFIX = 'virtual:later/';
const RESOLVED = `\0${PREFIX}`;
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url));

export function later(): Plugin {
  return {
    name: 'bar:later',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const target = JSON.stringify(`${APP_DIR}${id.slice(RESOLVED.length)}`);
      return this.environment?.config.consumer === 'server'
        ? [
            "import { lazy } from 'react';",
            `import * as module from ${target};`,
            'export const later = (name) => lazy(() => ({ then: (resolve) => resolve({ default: module[name] }) }));',
          ].join('\n')
        : [
            "import { lazy } from 'react';",
            `export const later = (name) => lazy(() => import(${target}).then((module) => ({ default: module[name] })));`,
          ].join('\n');
    },
  };
}
