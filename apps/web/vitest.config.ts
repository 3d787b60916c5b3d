import { defineConfig } from 'vitest/config';
import { later } from './later-plugin';
import { liteI18nAlias } from './lite-i18n-alias';
import { siteTexts } from './site-texts-plugin';

// Without the React Router plugin: tests render route modules through createRoutesStub.
// `include` is narrowed so Playwright specs elsewhere in the app are never collected.
export default defineConfig({
  plugins: [siteTexts(), later()],
  resolve: { alias: liteI18nAlias },
  test: {
    // Generous on a busy machine: a test waits for what a person waits for, never a tight clock.
    testTimeout: 20_000,
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'jsdom',
    // Each file gets its own modules (unlike ui and admin): the site's pages load modules
    // lazily (the frame, the lightbox), and one still loading when a file ends would leave a
    // failed module behind for every later file of a shared worker.
    isolate: true,
    setupFiles: ['./app/testing/setup-tests.ts'],
  },
});
