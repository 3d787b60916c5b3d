import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportTenant, importTenant } from '../../src/cli/tenant-backup.js';
import { buildTestApp } from '../helper.js';

/** data:import checks the whole backup first, and a failure leaves the tenant as it was. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const TENANT = 'importsafe';
const state = async () => {
  const backup = await exportTenant(app.documents, app.blobs, TENANT);
  return JSON.stringify({ documents: backup.documents, blobs: backup.blobs });
};

beforeEach(async () => {
  const docs = app.documents.forTenant(TENANT);
  const files = app.blobs.forTenant(TENANT);
  await docs.recursiveDelete();
  for (const item of (await files.list()).items) await files.delete(item.fullPath);
  await docs.set('events/live', { title: 'Live event' });
  await docs.set('settings/default', { pwa: { name: 'Live' } });
  await files.put('events/live/photo.txt', Buffer.from('live photo bytes'));
  await files.put('events/live/other.txt', Buffer.from('another live file'));
});

/** A valid backup of other content, made by exporting another tenant. */
async function otherBackup() {
  const source = 'importsource';
  await app.documents.forTenant(source).set('events/new', { title: 'From backup' });
  await app.blobs.forTenant(source).put('events/live/photo.txt', Buffer.from('backup bytes'));
  return exportTenant(app.documents, app.blobs, source);
}

describe('data:import', () => {
  it('refuses a backup with a bad checksum before touching anything, even with --replace', async () => {
    const before = await state();
    const backup = await otherBackup();
    backup.blobs[0]!.md5Hash = Buffer.alloc(16).toString('base64');
    await expect(
      importTenant(app.documents, app.blobs, TENANT, backup, { replace: true }),
    ).rejects.toThrow(/refused and nothing was changed[\s\S]*checksum mismatch/);
    expect(await state()).toBe(before);
    const photo = await app.blobs.forTenant(TENANT).get('events/live/photo.txt');
    expect(photo).not.toBeNull();
  });

  it('refuses a file whose size does not match, a bad path and a wrong shape', async () => {
    const before = await state();
    const backup = await otherBackup();
    backup.blobs[0]!.size += 1;
    backup.documents.push({ path: 'events', data: {} });
    await expect(importTenant(app.documents, app.blobs, TENANT, backup)).rejects.toThrow(
      /not a document path[\s\S]*bytes, the backup says/,
    );
    await expect(
      importTenant(app.documents, app.blobs, TENANT, { format: 'something else' }),
    ).rejects.toThrow(/refused and nothing was changed/);
    expect(await state()).toBe(before);
  });

  it('applies a good backup; --replace removes only what the backup does not hold', async () => {
    const backup = await otherBackup();
    await importTenant(app.documents, app.blobs, TENANT, backup, { replace: true });
    const after = await exportTenant(app.documents, app.blobs, TENANT);
    expect(after.documents.map((doc) => doc.path)).toEqual(['events/new']);
    expect(after.blobs.map((blob) => blob.path)).toEqual(['events/live/photo.txt']);
    expect(Buffer.from(after.blobs[0]!.data, 'base64').toString()).toBe('backup bytes');
  });
});
