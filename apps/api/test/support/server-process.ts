import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const apiRoot = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout (its log lines) so far. */
  stdout(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once the server logs that it listens; rejects if it exits first. */
  listening: Promise<void>;
}

const running: ChildProcess[] = [];

/**
 * The real entry point (src/server.ts through tsx, as `pnpm dev` runs it) in its own process,
 * on `env` alone plus PATH and HOME: nothing of the test runner's environment leaks in. `as`
 * runs it as another user (a root test run checking what a folder's mode refuses).
 */
export function spawnServer(
  env: Record<string, string>,
  as: { uid?: number; gid?: number } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  running.push(child);
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const listening = new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Server listening at')) done();
    });
    void exited.then((code) => fail(new Error(`server exited (${code}) first: ${stderr}`)));
  });
  // A test that expects an exit does not wait for `listening`.
  listening.catch(() => undefined);
  return { child, stderr: () => stderr, stdout: () => stdout, exited, listening };
}

/** Stops every server a test file started (afterAll). */
export async function stopServers(): Promise<void> {
  await Promise.all(
    running.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await gone;
    }),
  );
}
