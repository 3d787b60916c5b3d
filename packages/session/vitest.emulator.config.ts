import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The SDK's package exports list `node` before `browser`, so under Vitest it would load its
// Node build (no popup resolver, no IndexedDB). Point it at the browser build, as Vite does.
const fromHere = createRequire(import.meta.url);
const fromFirebase = createRequire(fromHere.resolve('firebase/package.json'));
const authPackage = dirname(fromFirebase.resolve('@firebase/auth/package.json'));

export default defineConfig({
  resolve: { alias: { '@firebase/auth': join(authPackage, 'dist/esm/index.js') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.emulator.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    server: { deps: { inline: [/firebase/] } },
  },
});
