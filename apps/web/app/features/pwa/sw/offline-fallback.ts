import type { RuntimeCaching } from 'workbox-build';

/**
 * Workbox plugin for the navigation route: when the network fails, send the visitor to the
 * precached offline page of the URL's language, remembering where they were going (?from=).
 *
 * A redirect, not the offline HTML at the requested URL: the prerendered page hydrates against
 * the URL, and React Router, missing that route's module offline, reloads the page — a loop.
 *
 * workbox-build copies this function's source into sw.js, so it must stand alone: no imports,
 * no outer variables, plain JavaScript once the types are stripped (so the site's languages are
 * written out rather than imported from @bar/i18n).
 */
export const offlineFallbackPlugin = {
  // Workbox awaits its plugin callbacks; async keeps the copied source a promise-returning hook.
  // eslint-disable-next-line @typescript-eslint/require-await
  handlerDidError: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const first = url.pathname.split('/')[1] ?? '';
    const locale = ['es', 'en', 'fr'].includes(first) ? first : 'es';
    const target = `/${locale}/offline`;
    if (url.pathname === target) return undefined;
    const from = `${url.pathname}${url.search}`;
    return Response.redirect(`${target}?from=${encodeURIComponent(from)}`, 302);
  },
};

/**
 * Workbox plugin for the PDF menus: when neither the network nor the runtime cache has the asked
 * one, the copy of that language precached at install (`/menu/menu-fr.pdf?offline=1`, the menu
 * as it was then) is better than nothing, else the Spanish one. Stands alone for the same reason
 * as above.
 */
export const pdfMenuFallbackPlugin = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    return (
      (await caches.match(`${path}?offline=1`, { ignoreSearch: false })) ??
      (await caches.match(path, { ignoreSearch: true })) ??
      (await caches.match('/menu/menu.pdf?offline=1', { ignoreSearch: false }))
    );
  },
};

type Plugins = NonNullable<NonNullable<RuntimeCaching['options']>['plugins']>;
export const offlineFallbackPlugins = [offlineFallbackPlugin] as unknown as Plugins;
export const pdfMenuFallbackPlugins = [pdfMenuFallbackPlugin] as unknown as Plugins;
