import { join } from 'node:path';
import { LOCALES } from '@bar/i18n/locales';
import { FRAME_TEXT_GROUPS } from '@bar/i18n/text-groups';
import { generateSW } from 'workbox-build';
import { offlineFallbackPlugins, pdfMenuFallbackPlugins } from './offline-fallback';
import { textsFileName } from '../../../../site-texts-plugin';
import { shellAssets } from './shell-assets';

const OFFLINE_PAGES = LOCALES.map((locale) => `${locale}/offline/index.html`);
// The PDF menus' addresses, as features/menus/pdf-menu.ts names them (Spanish without a suffix).
const PDF_MENUS = LOCALES.map((locale) =>
  locale === 'es' ? '/menu/menu.pdf' : `/menu/menu-${locale}.pdf`,
);

/**
 * Writes sw.js into the client build once every page is prerendered (React Router's buildEnd),
 * with Workbox (https://developer.chrome.com/docs/workbox/modules/workbox-build#generatesw).
 *
 * Precached (fetched once the first visit is over, mostly from the HTTP cache): the shell (see
 * shellAssets), the header's and footer's texts (they load with their module) and the three
 * offline pages. Not precached: the other pages and
 * their route modules — a first visit would download the whole site for pages the visitor may
 * never open offline, and those pages need the API anyway. Visited pages' modules are kept as
 * they load (CacheFirst: their names carry a content hash).
 *
 * Navigations always go to the network; when it fails they land on the offline page. /api is
 * not handled (never a stale answer), except pictures under /api/media, shown from the cache
 * and refreshed behind (their URLs are not content-addressed).
 *
 * Updates: no skipWaiting here; a new worker waits until the visitor accepts the update (the
 * page posts SKIP_WAITING) or every tab is closed. clientsClaim makes the first visit controlled.
 */
export async function writeServiceWorker(clientDir: string): Promise<void> {
  const shell = shellAssets(clientDir, OFFLINE_PAGES);
  // The header's, footer's and dock's texts load with their module, not with the page's HTML.
  const frameTexts = LOCALES.flatMap((locale) =>
    FRAME_TEXT_GROUPS.map((group) => textsFileName('*', locale, group.replace(':', '_'))),
  );
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    swDest: join(clientDir, 'sw.js'),
    globPatterns: [...shell, ...frameTexts, ...OFFLINE_PAGES],
    // The tenant's PDF menu of each language as of this install, for the offline pages. Under
    // their own URLs, so the precache never answers an online request for /menu/menu.pdf with
    // an old menu.
    additionalManifestEntries: PDF_MENUS.map((path) => ({
      url: `${path}?offline=1`,
      revision: `${Date.now()}`,
    })),
    // es/offline/index.html is requested as /es/offline.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url.replace(/\/index\.html$/, ''),
        })),
      }),
    ],
    dontCacheBustURLsMatching: /^assets\//,
    // ?from= on the offline page is for its Retry button, not a different document.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/],
    maximumFileSizeToCacheInBytes: 512 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        // The PDF menus are written by the API from the tenant's catalogue: the network first,
        // so an edited menu shows, the last copy when offline (the menu pages prefetch theirs).
        // Before the navigation route: opening one from the offline page is a navigation too,
        // which must get the PDF, not the offline page.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/menu\/menu(-[a-z]{2})?\.pdf$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pdf-menus',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 6 },
          cacheableResponse: { statuses: [200] },
          plugins: pdfMenuFallbackPlugins,
        },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { plugins: offlineFallbackPlugins },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'route-modules',
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/api/media/') && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'media',
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`[sw] ${warning}`);
  console.log(`[sw] sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
}
