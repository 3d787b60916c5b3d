import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FRONT_CACHE_TTL_MS } from '../../src/lib/cache/front-cache.js';
import { PUBLIC_READ_TTL_MS } from '../../src/repositories/public-reads.js';
import { authEmulator, type TestAccount, uniqueEmail } from '../support/auth-emulator.js';
import { freePort } from '../support/firestore-emulator.js';
import { spawnServer, stopServers } from '../support/server-process.js';

/**
 * Two API processes on one store (Cloud Run's instances share Firestore; here both open the
 * same SQLite file and file folder), the real Auth emulator, staff signed in. What a second
 * instance changes for staff and guests (README "Several instances"):
 * - a staff change is seen at once on the instance that made it, and on the other within the
 *   cached reads' time (PUBLIC_READ_TTL_MS, plus the front cache's second);
 * - a resumable upload opened on one instance takes its chunks on either and completes on the other;
 * - the rate limit is each instance's own: a client gets RATE_LIMIT_MAX from each.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bar-pair-'));
const LIMIT = 40;
const bases: string[] = [];
let staff: TestAccount;

/** SQLite (both open one file) always; Firestore when its emulator runs (CI). */
const firestoreHost = inject('firestoreEmulatorHost');
const drivers = firestoreHost ? ['sqlite', 'firestore'] : ['sqlite'];

async function startPair(driver: string) {
  bases.length = 0;
  const tenant = `pair-${driver}-${randomBytes(3).toString('hex')}`;
  const host = inject('authEmulatorHost');
  const email = uniqueEmail('pair');
  staff = await authEmulator(host).account(email, { verified: true });
  for (let n = 0; n < 2; n++) {
    const port = await freePort();
    bases.push(`http://127.0.0.1:${port}`);
    spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: host,
      ADMIN_EMAILS: email,
      // A tenant of this run's own (the Firestore emulator keeps other tests' data).
      DEFAULT_TENANT: tenant,
      BOOTSTRAP_TENANT: tenant,
      ENV_ENCRYPTION_KEY: 'cd'.repeat(32),
      RATE_LIMIT_MAX: String(LIMIT),
      // A window no loaded run outlasts: the limit test's 45 calls in a row must fall in one
      // window (with the 60 s default, slow store answers let it roll over and admit again).
      RATE_LIMIT_WINDOW_MS: '600000',
      // The client is the one the proxy names: each test's calls come from their own address.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...(driver === 'firestore' && {
        DATA_DRIVER: 'firestore',
        FIRESTORE_EMULATOR_HOST: firestoreHost,
      }),
    });
  }
  // Both listen (the second opens the store the first created).
  for (const base of bases) {
    const until = Date.now() + 60_000;
    while (
      (await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > until) throw new Error(`${base} never answered`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A client address of its own per call, so only the rate-limit test meets the limit. */
const anyClient = () => ({
  'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
  host: 'localhost:3000',
});
const call = (base: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: {
      ...anyClient(),
      authorization: `Bearer ${staff.idToken}`,
      ...(init.json !== undefined && { 'content-type': 'application/json' }),
      ...(init.headers as Record<string, string> | undefined),
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });
const guestTitles = async (base: string) =>
  (
    (await (await fetch(`${base}/api/events`, { headers: anyClient() })).json()) as {
      events: { title: string }[];
    }
  ).events.map((event) => event.title);

describe.each(drivers)('two instances on one store (%s)', { timeout: 120_000 }, (driver) => {
  beforeAll(() => startPair(driver), 120_000);
  afterAll(() => stopServers());
  // Titles of this run only (the Firestore emulator keeps other runs' data).
  const run = randomBytes(3).toString('hex');
  it('shows a staff change on the other instance within the cached reads’ time', async () => {
    const [a, b] = bases as [string, string];
    const created = await call(a, '/api/admin/events', {
      method: 'POST',
      json: {
        title: `Noche de son ${run}`,
        date: '2031-03-14',
        time: '21:00',
        status: 'published',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Both instances have read the list (and keep it).
    await expect.poll(() => guestTitles(a)).toContain(`Noche de son ${run}`);
    await expect
      .poll(() => guestTitles(b), { timeout: PUBLIC_READ_TTL_MS + 5_000 })
      .toContain(`Noche de son ${run}`);

    const renamed = await call(a, `/api/admin/events/${id}`, {
      method: 'PATCH',
      json: { title: `Noche de son cubano ${run}` },
    });
    expect(renamed.status).toBe(200);
    const changedAt = Date.now();
    // The instance that saved it forgot its cached reads: at once.
    expect(await guestTitles(a)).toContain(`Noche de son cubano ${run}`);
    // The other keeps its copy until the copy's time is up, never longer.
    await expect
      .poll(() => guestTitles(b), {
        timeout: PUBLIC_READ_TTL_MS + FRONT_CACHE_TTL_MS + 5_000,
        interval: 250,
      })
      .toContain(`Noche de son cubano ${run}`);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(
      PUBLIC_READ_TTL_MS + FRONT_CACHE_TTL_MS + 2_000,
    );
  });

  it('finishes on one instance a resumable upload opened on the other', async () => {
    const [a, b] = bases as [string, string];
    const event = (await (
      await call(a, '/api/admin/events', {
        method: 'POST',
        json: { title: 'Video de la pareja', date: '2031-04-01', status: 'published' },
      })
    ).json()) as { id: string };
    const file = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      randomBytes(600_000 - 24),
    ]);
    const opened = await call(a, `/api/admin/events/${event.id}/media/uploads`, {
      method: 'POST',
      json: { name: 'pareja.mp4', size: file.length, contentType: 'video/mp4' },
    });
    expect(opened.status).toBe(201);
    const { uploadId, sessionUri } = (await opened.json()) as {
      uploadId: string;
      sessionUri: string;
    };
    const chunk = (base: string, from: number, to: number) =>
      fetch(`${base}${sessionUri}`, {
        method: 'PUT',
        headers: {
          ...anyClient(),
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${from}-${to - 1}/${file.length}`,
        },
        body: file.subarray(from, to),
      });
    const first = await chunk(a, 0, 262_144);
    expect(first.status).toBe(308);
    // The other instance knows how far the upload got, and takes the rest.
    const status = await fetch(`${b}${sessionUri}`, {
      method: 'PUT',
      headers: { ...anyClient(), 'content-range': `bytes */${file.length}` },
    });
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBe('bytes=0-262143');
    expect((await chunk(b, 262_144, file.length)).status).toBe(200);
    const done = await call(b, `/api/admin/events/${event.id}/media/uploads/${uploadId}/complete`, {
      method: 'POST',
    });
    expect(done.status).toBe(201);
    const { url } = (await done.json()) as { url: string };
    const served = await fetch(`${a}${url}`, { headers: anyClient() });
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
  });

  it('limits a client per instance: the pair admits twice RATE_LIMIT_MAX', async () => {
    const [a, b] = bases as [string, string];
    const client = { 'x-forwarded-for': '203.0.113.9', host: 'localhost:3000' };
    const statuses = async (base: string) => {
      const seen: number[] = [];
      for (let n = 0; n < LIMIT + 5; n++)
        seen.push((await fetch(`${base}/api/admin/settings`, { headers: client })).status);
      return seen;
    };
    // Without a token: 401 until the limit, then 429 (refused calls count too).
    // The first LIMIT are admitted (401 without a token, or 503 when the loaded machine's store
    // did not answer in time: this test is about the count, not the store), the rest are 429.
    const admitsLimit = (seen: number[]) => {
      expect(seen.slice(0, LIMIT).filter((status) => status !== 401 && status !== 503)).toEqual([]);
      expect(seen.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    };
    admitsLimit(await statuses(a));
    // The same client on the other instance starts from its own count.
    admitsLimit(await statuses(b));
  });
});
