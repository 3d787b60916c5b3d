import { defineConfig } from 'vitest/config';
import { liteI18nAlias } from './lite-i18n-alias';

// Without the React Router plugin: tests render route modules through createRoutesStub.
// `include` is narrowed so Playwright specs elsewhere in the app are never collected.
export default defineConfig({
  resolve: { alias: liteI18nAlias },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./app/testing/setup-tests.ts'],
  },
});
