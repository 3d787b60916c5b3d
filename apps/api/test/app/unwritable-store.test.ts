import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jpeg, multipartBody } from '../events/events-test-app.js';
import { authEmulator, type TestAccount, uniqueEmail } from '../support/auth-emulator.js';
import { freePort } from '../support/firestore-emulator.js';
import { type ServerProcess, spawnServer, stopServers } from '../support/server-process.js';

/**
 * The real server on a data folder that stops being writable while it runs (as a full disk or a
 * file system remounted read-only would). It runs as `nobody` when the tests run as root, since
 * root writes through any folder mode. Writes answer 503 in the caller's words and readiness
 * says not ready; once the folder is writable again, both recover with no restart.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bar-unwritable-'));
const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
const owner = uniqueEmail('disk-owner');
let server: ServerProcess;
let base = '';
let staff: TestAccount;

const setWritable = (writable: boolean) => {
  for (const dir of [dataDir, join(dataDir, 'blobs'), join(dataDir, 'blobs', 'tmp')])
    chmodSync(dir, writable ? 0o777 : 0o555);
};

beforeAll(async () => {
  chmodSync(dataDir, 0o777);
  mkdirSync(join(dataDir, 'blobs', 'tmp'), { recursive: true, mode: 0o777 });
  setWritable(true);
  const host = inject('authEmulatorHost');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawnServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOME: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: host,
      SUPER_ADMIN_EMAILS: owner,
    },
    asNobody,
  );
  await server.listening;
  staff = await authEmulator(host).account(owner, { verified: true });
}, 90_000);
afterAll(async () => {
  await stopServers();
  setWritable(true);
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async () => {
  const body = multipartBody(await jpeg(64), 'carta.jpg', 'image/jpeg');
  return fetch(`${base}/api/admin/storage/files?prefix=uploads/`, {
    method: 'POST',
    headers: {
      ...body.headers,
      host: 'localhost:3000',
      authorization: `Bearer ${staff.idToken}`,
      'accept-language': 'fr',
    },
    body: body.payload,
  });
};
const ready = () => fetch(`${base}/api/ready`, { headers: { host: 'localhost:3000' } });

describe('a data folder that cannot be written', { timeout: 60_000 }, () => {
  it('is ready and stores an upload while the folder is writable', async () => {
    expect((await ready()).status).toBe(200);
    expect((await upload()).status).toBe(201);
  });

  it('answers writes 503 in the caller’s language, and readiness says not ready', async () => {
    setWritable(false);
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: {
        code: 'STORE_UNAVAILABLE',
        message:
          'Impossible d’enregistrer des données pour le moment (stockage plein ou en lecture seule). Réessayez dans quelques minutes.',
      },
    });
    const probe = await ready();
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ error: { code: 'NOT_READY' } });
  });

  it('recovers without a restart once the folder is writable again', async () => {
    setWritable(true);
    expect((await ready()).status).toBe(200);
    expect((await upload()).status).toBe(201);
  });
});
