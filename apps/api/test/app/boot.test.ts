import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/firestore-emulator.js';
import { spawnServer, stopServers } from '../support/server-process.js';

/** What a misconfigured start prints: exactly one line on stderr, and exit code 1. */
async function refusedWith(
  env: Record<string, string>,
  as: { uid?: number; gid?: number } = {},
): Promise<string> {
  const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: tempDir(), ...env }, as);
  expect(await server.exited).toBe(1);
  const lines = server.stderr().split('\n').filter(Boolean);
  expect(lines, server.stderr()).toHaveLength(1);
  expect(server.stderr()).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

/** The real server process started on a configuration, as a deploy starts it. */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bar-boot-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await stopServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each start loads the whole app through tsx: seconds on a busy machine.
describe('start-up', { timeout: 90_000 }, () => {
  it('becomes ready with an encryption key stored with a trailing newline', async () => {
    const port = await freePort();
    const server = spawnServer({
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: tempDir(),
      // What `openssl rand -hex 32 | gcloud secrets create … --data-file=-` stores.
      ENV_ENCRYPTION_KEY: `${randomBytes(32).toString('hex')}\n`,
    });
    await server.listening;
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(server.stderr()).toBe('');
  });

  it('refuses a key of the wrong length in one line, without echoing it', async () => {
    const key = `${randomBytes(31).toString('hex')}\n`;
    const line = await refusedWith({ NODE_ENV: 'production', ENV_ENCRYPTION_KEY: key });
    expect(line).toBe(
      'Invalid configuration: ENV_ENCRYPTION_KEY=(hidden): expected 32 bytes: 64 hex digits or base64',
    );
  });

  it('names a read-only DATA_DIR', async () => {
    const readOnly = tempDir();
    chmodSync(readOnly, 0o555);
    // Root writes through mode bits: as root, the server runs as `nobody` for this one.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const home = tempDir();
    chmodSync(home, 0o777);
    const line = await refusedWith({ DATA_DIR: readOnly, HOME: home }, asNobody);
    expect(line).toBe(
      `Invalid configuration: DATA_DIR="${readOnly}": the folder ${readOnly} is not writable (EACCES)`,
    );
  });

  it.each(['WEB_DIST', 'ADMIN_DIST'])('names a relative %s', async (name) => {
    expect(await refusedWith({ [name]: 'apps/web/build/client' })).toBe(
      `Invalid configuration: ${name}="apps/web/build/client": expected an absolute path`,
    );
  });

  it.each(['WEB_DIST', 'ADMIN_DIST'])('names %s pointing at a missing folder', async (name) => {
    const missing = join(tempDir(), 'build/client');
    expect(await refusedWith({ [name]: missing })).toBe(
      `Invalid configuration: ${name}="${missing}": no such folder (build the app first, or leave ${name} empty)`,
    );
  });

  it('names a port another process already listens on', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(port, '127.0.0.1', done));
    try {
      expect(await refusedWith({ PORT: String(port) })).toBe(
        `Invalid configuration: PORT=${port}: 127.0.0.1:${port} is already in use (stop what listens there or choose another port)`,
      );
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });
  it('names an image built without SQLite started on DATA_DRIVER=sqlite', async () => {
    // The production image leaves better-sqlite3 out (Dockerfile): resolving it fails as there.
    const hide = join(tempDir(), 'without-sqlite.cjs');
    writeFileSync(
      hide,
      `const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'better-sqlite3') {
    const error = new Error("Cannot find module 'better-sqlite3'");
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, ...rest);
};
`,
    );
    expect(await refusedWith({ DATA_DRIVER: 'sqlite', NODE_OPTIONS: `--require ${hide}` })).toBe(
      'Invalid configuration: DATA_DRIVER=sqlite: this build has no better-sqlite3 (the production image serves DATA_DRIVER=firestore only; build with --build-arg SQLITE=include)',
    );
  });
});
