import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportTenant } from '../../src/cli/tenant-backup.js';
import { loadConfig } from '../../src/config.js';
import { createStores } from '../../src/stores/create-stores.js';
import { buildTestApp } from '../helper.js';

/**
 * `data:import --replace` killed with SIGKILL half-way through: the next start puts the tenant
 * back exactly as it was before the import, with none of the backup's files left behind.
 */
const apiRoot = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'import-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const TENANT = 'killed';
const objects = join(dataDir, 'blobs', 'objects', 'tenants', TENANT, 'gallery');
const fromBackup = () =>
  existsSync(objects) ? readdirSync(objects).filter((name) => name.startsWith('b-')).length : 0;

describe('an import killed half-way', { timeout: 120_000 }, () => {
  it('is undone at the next start: the tenant is as it was, no stray file stays', async () => {
    const stores = createStores(config);
    const docs = stores.documents.forTenant(TENANT);
    const files = stores.blobs.forTenant(TENANT);
    await docs.set('events/live', { title: 'Before the import' });
    await files.put('gallery/a-live.txt', Buffer.from('kept bytes'));
    const before = await exportTenant(stores.documents, stores.blobs, TENANT);
    const source = stores.documents.forTenant('source');
    for (let n = 0; n < 20; n++) await source.set(`events/e${n}`, { title: `From backup ${n}` });
    for (let n = 0; n < 400; n++)
      await stores.blobs.forTenant('source').put(`gallery/b-${n}.txt`, Buffer.from(`backup ${n}`));
    const backupFile = join(dataDir, 'backup.json');
    writeFileSync(
      backupFile,
      JSON.stringify(await exportTenant(stores.documents, stores.blobs, 'source')),
    );
    await stores.documents.close();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/data.ts', 'import', '--tenant', TENANT, '--replace'],
      {
        cwd: apiRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: [openSync(backupFile, 'r'), 'ignore', 'pipe'],
      },
    );
    const exited = new Promise((done) => child.once('exit', done));
    // Kill once the import has written some of the backup's files, well before the last.
    await new Promise<void>((done, fail) => {
      const timer = setInterval(() => {
        if (fromBackup() >= 20) {
          clearInterval(timer);
          done();
        }
      }, 5);
      child.once('exit', () => {
        clearInterval(timer);
        fail(new Error('the import ended before it could be killed'));
      });
    });
    child.kill('SIGKILL');
    await exited;
    const stray = fromBackup();
    expect(stray).toBeGreaterThan(0);
    expect(stray).toBeLessThan(400);

    const app = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const after = await exportTenant(app.documents, app.blobs, TENANT);
      expect(after).toEqual(before);
      expect(fromBackup()).toBe(0);
      expect((await app.blobs.list({ prefix: 'imports-in-progress/' })).items).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
