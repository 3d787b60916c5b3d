import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { later } from './later-plugin';
import { liteI18nAlias } from './lite-i18n-alias';
import { siteTexts } from './site-texts-plugin';

// Fewer, larger chunks on the first load: every request costs a round trip on a phone (and
// HTTP/1.1 allows six at a time), so the framework and the app's frame travel as one file each
// instead of twenty small ones. Route modules stay separate (React Router loads them by route).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const FRAME_FOLDERS =
  /(packages[\\/](i18n|session|ui[\\/]src[\\/](theme|i18n|consent))|apps[\\/]web[\\/]app[\\/](lib|config|components|features[\\/](layout|auth|site-data)))[\\/]|routes[\\/](public-shell|frame-slots)\.tsx$/;
// Modules in those folders that only some routes use: they travel with their routes, so the
// pages without them (most) do not load them first (the terms page's text and its links, the
// kiosk's footer, the event date lines of the hero and the blog, the about page's hours and their
// date formatters, the sign-in's provider errors; 4 KB gzipped and more). The header, footer and
// dock load later, in a chunk of their own (app/routes/frame-slots.tsx).
const ROUTE_ONLY =
  /(terms-content|kiosk-footer|event-date-line|about-view|date-formats|popup-failure)\.tsx?$/;
const inFrame = (id: string) => FRAME_FOLDERS.test(id) && !ROUTE_ONLY.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [siteTexts(), later(), reactRouter()],
  resolve: { alias: liteI18nAlias },
  build: isSsrBuild
    ? {}
    : {
        // Kept for the build's last step, which names each page's catalogue chunks from it and
        // then deletes it (app/features/boot/catalogue-preloads.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'frame', test: inFrame, priority: 2, tags: ['$initial'] },
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
