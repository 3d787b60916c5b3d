import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous on a busy machine: a test waits for what a person waits for, never a tight clock.
    testTimeout: 20_000,
    environment: 'jsdom',
    // A worker's test files share its modules (no fresh graph and jsdom per file: the start-up
    // was most of the run's time). Each test cleans the DOM up (setup file).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Needs the Auth emulator and the SDK's browser build: `pnpm test:emulator`.
    exclude: ['src/**/*.emulator.test.{ts,tsx}', '**/node_modules/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
