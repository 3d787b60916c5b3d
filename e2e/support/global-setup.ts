import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPayPalServer } from '../../apps/api/test/support/paypal-server.js';
import { PORTS } from './ports.js';

interface Stack {
  stop: () => Promise<void>;
}

/**
 * Starts the real stack once for the run: the built API serving the built apps on SQLite in a
 * fresh folder, with the Auth emulator and a local PayPal REST server. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  // The stack helpers are plain .mjs shared with `pnpm start`.
  const { startStack } = (await import(join(root, 'scripts/lib/stack.mjs'))) as {
    startStack: (options: Record<string, unknown>) => Promise<Stack>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-e2e-'));
  // PayPal's REST API, played locally: the checkout runs the real server SDK against it.
  const paypal = await startPayPalServer();
  const stack = await startStack({
    root,
    ports: [PORTS.web, PORTS.admin, PORTS.restaurant],
    authPort: PORTS.auth,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5000',
      PAYPAL_CLIENT_ID: 'test-client',
      PAYPAL_CLIENT_SECRET: 'test-secret',
      PAYPAL_API_URL: paypal.url,
    },
  });
  return async () => {
    await stack.stop();
    await paypal.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
