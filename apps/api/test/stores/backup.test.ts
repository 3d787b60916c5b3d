import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportTenant, importTenant } from '../../src/cli/tenant-backup.js';
import { seedTenant } from '../../src/seed/seed-demo.js';
import { type StoresConfig, createStores } from '../../src/stores/create-stores.js';
import { serverTimestamp } from '../../src/stores/document-store.js';
import { freshTenant } from './document-adapters.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const host = inject('firestoreEmulatorHost');
const base: StoresConfig = {
  NODE_ENV: 'test',
  DATA_DRIVER: 'sqlite',
  BLOB_DRIVER: 'fs',
  DATA_DIR: '',
  GCLOUD_PROJECT: 'demo-restaurant',
  STORAGE_BUCKET: '',
  FIRESTORE_EMULATOR_HOST: host,
};

describe('backup and moving house (data:export / data:import)', () => {
  let dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'));
    dirs.push(dir);
    return dir;
  };
  let sqliteDir: string;
  beforeAll(async () => {
    sqliteDir = tempDir();
    const sqlite = createStores({ ...base, DATA_DIR: sqliteDir });
    await seedTenant(sqlite.documents, sqlite.blobs, 'default');
    const docs = sqlite.documents.forTenant('default');
    await docs.set('events/noche-de-mariachi/feedback/f1', {
      stars: 5,
      at: serverTimestamp(),
      tags: ['a', 1, true, null],
    });
    await docs.set('ghost/g/children/c', { deep: { map: { n: 1.5 } } });
    await sqlite.blobs.forTenant('default').put('docs/menu.csv', Buffer.from('a,b\n1,2\n'), {
      contentType: 'text/csv',
      contentDisposition: 'attachment',
      customMetadata: { by: 'staff' },
    });
    await sqlite.documents.close();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  it('the CLI prints pure JSON even through `pnpm data:export ... > file`', () => {
    const out = join(tempDir(), 'b.json');
    execFileSync('sh', ['-c', `pnpm data:export --tenant default > ${out}`], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: sqliteDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const json = execFileSync('cat', [out]).toString();
    expect(json.startsWith('{')).toBe(true);
    const backup = JSON.parse(json) as { documents: unknown[]; blobs: unknown[] };
    // every document the demo seed writes for a tenant (content, branding and its en and fr
    // overrides, events, translations and metadata, guest surveys) and the test's own two
    expect(backup.documents.length).toBe(39);
    // 6 demo pictures, each with its 5 webp variants (640…1200), and the test's own file
    expect(backup.blobs.length).toBe(37);
    // and the import command restores it into another data folder
    const restored = tempDir();
    execFileSync('sh', ['-c', `pnpm -s data:import --tenant copy < ${out}`], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: restored },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const again = execFileSync('sh', ['-c', 'pnpm -s data:export --tenant copy'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: restored },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    expect(JSON.parse(again)).toEqual({ ...backup, tenant: 'copy' });
  }, 60_000);

  it.runIf(host)(
    'SQLite → Firestore emulator → export again gives an identical backup',
    async () => {
      const sqlite = createStores({ ...base, DATA_DIR: sqliteDir });
      const first = await exportTenant(sqlite.documents, sqlite.blobs, 'default');
      await sqlite.documents.close();

      const tenant = freshTenant();
      const firestore = createStores({ ...base, DATA_DRIVER: 'firestore', DATA_DIR: tempDir() });
      await importTenant(firestore.documents, firestore.blobs, tenant, first);
      const second = await exportTenant(firestore.documents, firestore.blobs, tenant);
      await firestore.documents.forTenant(tenant).recursiveDelete();
      await firestore.documents.close();

      expect(JSON.stringify({ ...second, tenant: 'default' })).toBe(JSON.stringify(first));
    },
  );
});
