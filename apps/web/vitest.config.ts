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
    // A worker's test files share its modules (no fresh graph and jsdom per file: the start-up
    // was most of the run's time). Each test cleans the DOM up (setup file), and module state
    // that a page could leave behind is keyed by what it read (lib/served-data.ts).
    isolate: false,
    setupFiles: ['./app/testing/setup-tests.ts'],
  },
});
