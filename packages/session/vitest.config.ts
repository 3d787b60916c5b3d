import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous on a busy machine: a test waits for what a person waits for, never a tight clock.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Needs the Auth emulator and the SDK's browser build: `pnpm test:emulator`.
    exclude: ['src/**/*.emulator.test.{ts,tsx}', '**/node_modules/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
