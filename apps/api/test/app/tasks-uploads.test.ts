import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_LIFETIME_MS,
  writeSession,
} from '../../src/lib/media/resumable/upload-sessions.js';
import { buildTestApp } from '../helper.js';

/**
 * Cloud Scheduler's call also clears abandoned uploads: a session past its lifetime is
 * forgotten and its unfinished bytes removed, with no new upload needed to trigger it.
 */
const TOKEN = 'tasks-token-for-uploads';
const dataDir = mkdtempSync(join(tmpdir(), 'bar-tasks-uploads-'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: dataDir, TASKS_TOKEN: TOKEN });
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const session = (expiresAt: number) => ({
  eventId: 'e1',
  path: 'events/e1/video.mp4',
  name: 'video.mp4',
  size: 1_000_000,
  contentType: 'video/mp4',
  driver: 'fs' as const,
  state: 'open' as const,
  by: null,
  createdAt: expiresAt - SESSION_LIFETIME_MS,
  expiresAt,
});

describe('POST /api/tasks/run and abandoned uploads', () => {
  it('forgets expired sessions and their bytes, and keeps live ones', async () => {
    const docs = app.documents.forTenant('default');
    await writeSession(docs, 'abandoned', session(Date.now() - 1000));
    await writeSession(docs, 'live', session(Date.now() + 60_000));
    const parts = join(dataDir, 'uploads', 'default');
    mkdirSync(parts, { recursive: true });
    const old = join(parts, 'abandoned.part');
    const fresh = join(parts, 'live.part');
    writeFileSync(old, Buffer.alloc(1024));
    writeFileSync(fresh, Buffer.alloc(1024));
    const longAgo = (Date.now() - SESSION_LIFETIME_MS - 60_000) / 1000;
    utimesSync(old, longAgo, longAgo);

    const answer = await app.inject({
      method: 'POST',
      url: '/api/tasks/run',
      headers: { host: 'localhost:3000', 'x-tasks-token': TOKEN },
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ uploadsSwept: 1 });
    expect(await docs.get('uploadSessions/abandoned')).toBeNull();
    expect(await docs.get('uploadSessions/live')).not.toBeNull();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
