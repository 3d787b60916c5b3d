import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/auth-emulator-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own temporary data folder.
    pool: 'forks',
  },
});
