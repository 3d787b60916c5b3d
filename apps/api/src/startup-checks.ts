import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config, ConfigError } from './config.js';

/**
 * What the configuration names on disk, checked before the app is built, so a deploy that got a
 * path wrong stops at once with one line naming it instead of a stack trace later (or, for a
 * missing build folder, a process that starts and answers JSON 404s for every page).
 */
export function checkStartupPaths(config: Config): void {
  const problems = [
    ...(usesDataDir(config) ? dataDirProblems(config.DATA_DIR) : []),
    ...distProblems('WEB_DIST', config.WEB_DIST),
    ...distProblems('ADMIN_DIST', config.ADMIN_DIST),
  ];
  if (problems.length) throw new ConfigError(problems);
}

/** SQLite, the file blobs (and resumable parts), the generated key file all live in DATA_DIR. */
const usesDataDir = (config: Config) =>
  config.DATA_DRIVER === 'sqlite' || config.BLOB_DRIVER === 'fs' || !config.ENV_ENCRYPTION_KEY;

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code ?? String(err);

function dataDirProblems(dataDir: string): string[] {
  const dir = resolve(dataDir);
  const shown = `DATA_DIR=${JSON.stringify(dataDir)}`;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    return [`${shown}: cannot create the folder ${dir} (${errorCode(err)})`];
  }
  // Mode bits alone do not tell (root ignores them, a read-only mount does not): a real write.
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
    return [];
  } catch (err) {
    return [`${shown}: the folder ${dir} is not writable (${errorCode(err)})`];
  }
}

function distProblems(name: string, value: string): string[] {
  if (!value) return [];
  const shown = `${name}=${JSON.stringify(value)}`;
  const found = statSync(value, { throwIfNoEntry: false });
  if (!found) return [`${shown}: no such folder (build the app first, or leave ${name} empty)`];
  return found.isDirectory() ? [] : [`${shown}: not a folder`];
}
