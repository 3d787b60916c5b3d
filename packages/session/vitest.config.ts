import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Needs the Auth emulator and the SDK's browser build: `pnpm test:emulator`.
    exclude: ['src/**/*.emulator.test.{ts,tsx}', '**/node_modules/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
