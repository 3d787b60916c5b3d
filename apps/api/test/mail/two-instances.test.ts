import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  claimOutboxEntry,
  newOutboxEntry,
  readOutboxEntry,
  writeClaimedOutboxEntry,
} from '../../src/repositories/outbox.js';
import { createStores } from '../../src/stores/create-stores.js';
import { freePort } from '../support/firestore-emulator.js';
import { type ServerProcess, spawnServer, stopServers } from '../support/server-process.js';
import { recipients, type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

/**
 * Two API processes on one store (as Cloud Run's instances share Firestore; here the SQLite
 * file both open), one SMTP server. The first attempts are refused, so every message is queued;
 * then Cloud Scheduler's call reaches both instances at once, several times. Each message must
 * arrive exactly once: an instance sends only what its claim in the store won.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bar-two-'));
const TOKEN = 'scheduler-token-for-tests';
const KEY = 'ab'.repeat(32);
let sink: SmtpSink;
const bases: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  sink.refuse = true;
  for (let n = 0; n < 2; n++) {
    const port = await freePort();
    bases.push(`http://127.0.0.1:${port}`);
    servers.push(
      spawnServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        MAIL_DRIVER: 'smtp',
        SMTP_URL: sink.url,
        MAIL_RETRY_BASE_MS: '200',
        TASKS_TOKEN: TOKEN,
        ENV_ENCRYPTION_KEY: KEY,
        RATE_LIMIT_MAX: '100000',
      }),
    );
  }
  await Promise.all(servers.map((server) => server.listening));
}, 120_000);
afterAll(async () => {
  await stopServers();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (base: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });

describe('two instances on one store', { timeout: 60_000 }, () => {
  const guests = Array.from({ length: 6 }, (_, n) => `guest-${n}-${Date.now()}@example.com`);

  it('send each queued message exactly once when the scheduler calls both at once', async () => {
    for (const [n, email] of guests.entries()) {
      const answer = await post(bases[n % 2]!, '/api/subscriptions', {
        name: `Guest ${n}`,
        email,
        consent: true,
        page: 'landingesp',
        locale: 'es',
      });
      expect(answer.status).toBeLessThan(300);
    }
    expect(sink.received).toHaveLength(0);
    sink.refuse = false;
    await new Promise((done) => setTimeout(done, 400));
    let tried = 0;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [...bases, ...bases].map((base) =>
          post(base, '/api/tasks/run', {}, { 'x-tasks-token': TOKEN }),
        ),
      );
      for (const answer of answers) {
        expect(
          answer.status,
          servers
            .map((server) => server.stdout())
            .join('\n')
            .split('\n')
            .filter((line) => line.includes('"ERROR"'))
            .join('\n'),
        ).toBe(200);
        tried += ((await answer.json()) as { mailTried: number }).mailTried;
      }
    }
    await Promise.all(guests.map((email) => sink.waitFor(email)));
    for (const email of guests)
      expect(sink.received.filter((mail) => recipients(mail).includes(email))).toHaveLength(1);
    expect(tried).toBe(guests.length);
  });

  it('refuses the scheduler route without its token', async () => {
    expect((await post(bases[0]!, '/api/tasks/run')).status).toBe(403);
    expect((await post(bases[1]!, '/api/tasks/run', {}, { 'x-tasks-token': 'guess' })).status).toBe(
      403,
    );
  });
});

describe('a lease', () => {
  it('keeps other instances off while it lasts, and is taken over once it has run out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bar-lease-'));
    const { documents } = createStores(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }));
    try {
      const docs = documents.forTenant('lease');
      const sentAt = new Date('2026-12-02T10:00:00Z');
      const entry = newOutboxEntry(
        {
          kind: 'test',
          to: 'a@example.com',
          locale: 'es',
          subject: 's',
          text: 't',
          html: 'h',
          fromName: 'Bar',
        },
        'queued',
        sentAt,
      );
      await writeClaimedOutboxEntry(docs, entry, 'instance-that-died', sentAt);
      const soon = new Date(sentAt.getTime() + 60_000);
      expect(await claimOutboxEntry(docs, entry.id, 'me', soon, { dueOnly: true })).toBeNull();
      const later = new Date(sentAt.getTime() + 121_000);
      expect(await claimOutboxEntry(docs, entry.id, 'me', later, { dueOnly: true })).toMatchObject({
        id: entry.id,
      });
      expect(await claimOutboxEntry(docs, entry.id, 'someone-else', later)).toBeNull();
      expect((await docs.get(`outbox/${entry.id}`))?.leaseOwner).toBe('me');
      expect(await readOutboxEntry(docs, entry.id)).toMatchObject({ state: 'queued' });
    } finally {
      await documents.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
