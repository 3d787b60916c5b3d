import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Generous on a busy machine: a test waits for what a person waits for, never a tight clock.
    testTimeout: 20_000,
    environment: 'jsdom',
    // A worker's test files share its modules (no fresh graph and jsdom per file: the start-up
    // was most of the run's time). Each test cleans the DOM up (setup file).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
