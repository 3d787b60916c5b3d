import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/firestore-emulator.js';
import { spawnServer, stopServers } from '../support/server-process.js';

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

  it('refuses a key of the wrong length in one line, exit code 1, without echoing it', async () => {
    const key = `${randomBytes(31).toString('hex')}\n`;
    const server = spawnServer({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      ENV_ENCRYPTION_KEY: key,
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'ENV_ENCRYPTION_KEY=(hidden): expected 32 bytes: 64 hex digits or base64',
    );
    expect(server.stderr()).not.toContain(key.trim());
  });
});
