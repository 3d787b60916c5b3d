import { defineConfig } from 'vitest/config';

// Without the React Router plugin: tests render route modules through createRoutesStub.
// `include` is narrowed so Playwright specs elsewhere in the app are never collected.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./app/testing/setup-tests.ts'],
  },
});
