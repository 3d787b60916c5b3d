import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from './ports.js';

interface Stack {
  stop: () => Promise<void>;
}

/**
 * Starts the real stack once for the run: the built API serving the built apps on SQLite in a
 * fresh folder, with the Auth emulator. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  // The stack helpers are plain .mjs shared with `pnpm start`.
  const { startStack } = (await import(join(root, 'scripts/lib/stack.mjs'))) as {
    startStack: (options: Record<string, unknown>) => Promise<Stack>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-e2e-'));
  const stack = await startStack({
    root,
    ports: [PORTS.web, PORTS.admin, PORTS.restaurant],
    authPort: PORTS.auth,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '5000' },
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
