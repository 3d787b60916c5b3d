import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints-plugin';
import { cssPreload } from './css-preload-plugin';
import { frameChunk } from './frame-chunk';
import { later } from './later-plugin';
import { liteI18nAlias } from './lite-i18n-alias';
import { siteTexts } from './site-texts-plugin';

// Fewer, larger chunks on the first load: every request costs a round trip on a phone (and
// HTTP/1.1 allows six at a time), so the framework and the app's frame (what every page needs to
// hydrate: frame-chunk.ts) travel as one file each instead of twenty small ones. Route modules
// stay separate (React Router loads them by route).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const frame = frameChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    siteTexts(),
    later(),
    cssPreload(),
    frame.plugin,
    // The chunks nearly all of whose code runs while any page hydrates.
    compileHints(['framework', 'frame']),
    reactRouter(),
  ],
  resolve: { alias: liteI18nAlias },
  build: isSsrBuild
    ? {}
    : {
        // No <link rel=modulepreload> per dependency of an import(): after hydration the frame,
        // the hero, the reviews and the runtimes start their imports in one render, and Vite's
        // helper appended some thirty links there, a long task (up to ~11 ms unthrottled, four
        // times that on a phone) measured in Lighthouse's TBT. The browser fetches a module's own
        // imports once it has it; the service worker serves all of them on later visits.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'frame', test: frame.inFrame, priority: 2 },
              ],
            },
          },
        },
      },
  // The API resolves the tenant from X-Forwarded-Host, then Host (docs/architecture.md, Tenancy),
  // so the dev proxy keeps the original Host (no changeOrigin) and states it explicitly too.
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:8787',
        changeOrigin: false,
        configure(proxy) {
          proxy.on('proxyReq', (proxyReq, req) => {
            if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
          });
        },
      },
    },
  },
}));
