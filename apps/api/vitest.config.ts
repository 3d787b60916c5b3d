import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/auth-emulator-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own temporary data folder.
    pool: 'forks',
    // A worker's files share its modules instead of importing the app's graph again for each
    // file (fastify, sharp, firebase-admin, the SDKs, React's server renderer: seconds a file).
    // Nothing a test depends on lives in a module: each file's app, stores and folders are its
    // own; the auth tests' fixed accounts are made once per worker (test/auth/auth-test-app.ts).
    isolate: false,
  },
});
