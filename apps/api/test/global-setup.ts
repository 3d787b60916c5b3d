import type { TestProject } from 'vitest/node';
import {
  emulatorAvailable,
  type RunningEmulator,
  startFirestoreEmulator,
} from './support/firestore-emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firestore emulator, or '' when it is not running (tests then skip that half). */
    firestoreEmulatorHost: string;
  }
}

/**
 * Starts the Firestore emulator once per test run, unless FIRESTORE_EMULATOR_HOST already points
 * at one (the root test runner may start it). Missing emulator: CI fails, a laptop gets a banner.
 */
export default async function setup(project: TestProject) {
  let emulator: RunningEmulator | undefined;
  let host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  if (!host) {
    if (emulatorAvailable()) {
      emulator = await startFirestoreEmulator();
      host = emulator.host;
    } else if (process.env.CI) {
      throw new Error(
        'CI: the Firestore emulator jar is missing, so the Firestore contract suite cannot run.',
      );
    } else {
      const line = '!'.repeat(78);
      console.warn(
        `\n${line}\n!!  Firestore emulator not found: the FIRESTORE half of the contract suite did NOT run.\n${line}\n`,
      );
    }
  }
  if (host) process.env.FIRESTORE_EMULATOR_HOST = host;
  project.provide('firestoreEmulatorHost', host);
  return async () => {
    await emulator?.stop();
  };
}
