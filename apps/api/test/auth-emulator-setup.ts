import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './support/firestore-emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator the auth tests mint real ID tokens from. */
    authEmulatorHost: string;
  }
}

/** The repo's emulator launcher (scripts/lib/auth-emulator.mjs), shared with the stack and test scripts. */
interface AuthEmulatorScript {
  startAuthEmulator(options: { root: string; port: number; workDir: string }): Promise<{
    host: string;
    stop(): Promise<void>;
  }>;
}

const root = resolve(fileURLToPath(import.meta.url), '../../../..');

/**
 * Reuses the Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST (the root test runner starts one
 * for every package), or starts one for this run on a port in 8200-8299 (about 9 s) and stops it
 * afterwards. The auth tests talk to it for real: no mocked tokens.
 */
export default async function setup(project: TestProject) {
  let host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  let stop: (() => Promise<void>) | undefined;
  if (!host) {
    const script = (await import(
      pathToFileURL(join(root, 'scripts/lib/auth-emulator.mjs')).href
    )) as AuthEmulatorScript;
    const port = await freePort(8200, 8299);
    const emulator = await script.startAuthEmulator({
      root,
      port,
      workDir: join(root, '.tmp', `auth-emulator-api-${port}`),
    });
    host = emulator.host;
    stop = () => emulator.stop();
  }
  project.provide('authEmulatorHost', host);
  return async () => {
    await stop?.();
  };
}
