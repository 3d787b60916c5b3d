import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createStores } from '../../src/stores/create-stores.js';

/**
 * The restore drill of the README's backups step (`pnpm restore:drill`), run as staff would run
 * it: on a store holding the demo restaurants, each tenant is exported, restored into an empty
 * store and exported again, and the two backups must be the same.
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  const stores = createStores(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }));
  await seedDemo(stores.documents, stores.blobs);
  await stores.documents.close();
}, 120_000);

function drill(tenant: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/restore-drill.mjs', '--tenant', tenant], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('the restore drill', { timeout: 120_000 }, () => {
  it.each(['default', 'restaurant'])('restores the demo tenant %s identical', async (tenant) => {
    const run = await drill(tenant);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const counts = /restored identical: (\d+) documents, (\d+) files/.exec(run.stdout);
    expect(counts, run.stdout).not.toBeNull();
    expect(Number(counts![1])).toBeGreaterThan(20);
    expect(Number(counts![2])).toBeGreaterThan(5);
  });

  it('says so when the tenant has nothing to restore', async () => {
    const run = await drill('nobody-here');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('restore drill: tenant "nobody-here" has no documents here\n');
  });
});
