import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/firestore-emulator.js';
import { loadConfig } from '../../src/config.js';
import { createStores } from '../../src/stores/create-stores.js';

const apiRoot = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'kill9-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATA_DRIVER: 'sqlite',
  BLOB_DRIVER: 'fs',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '',
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const tsx = (script: string, extraEnv: Record<string, string> = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
};

describe('durability: kill -9 in the middle of a stream of writes', () => {
  it('keeps every acknowledged write, whole, and leaves no half-written file', async () => {
    const writer = tsx('test/durability/writer.ts');
    const pairs = new Set<number>();
    const blobs = new Map<number, string>();
    let stderr = '';
    writer.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const lines = createInterface({ input: writer.stdout });
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      writer.once('exit', () => reject(new Error(`writer exited early: ${stderr}`)));
      lines.on('line', (line) => {
        const [kind, n, md5] = line.split(' ');
        if (kind === 'pair') pairs.add(Number(n));
        if (kind === 'blob') blobs.set(Number(n), md5 ?? '');
        // Kill at an unpredictable moment once a good stream has been acknowledged.
        if (pairs.size >= 150 + Math.floor(Math.random() * 50)) resolve();
      });
    });
    writer.kill('SIGKILL');
    await exited;
    expect(writer.signalCode).toBe('SIGKILL');

    // Restart: the real server boots on the crashed data and answers ready.
    const port = await freePort();
    const server = tsx('src/server.ts', { PORT: String(port), HOST: '127.0.0.1' });
    let ready = false;
    for (let i = 0; i < 150 && !ready; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(true);
    const someBlob = [...blobs.keys()].at(-1)!;
    const served = await fetch(`http://127.0.0.1:${port}/api/media/files/b${someBlob}`, {
      headers: { host: 'localhost:3000' },
    });
    expect(served.status).toBe(200);
    expect(
      createHash('md5')
        .update(Buffer.from(await served.arrayBuffer()))
        .digest('base64'),
    ).toBe(blobs.get(someBlob));
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    // Every acknowledged write is there and complete; batches are all or nothing.
    const { documents, blobs: files } = createStores(loadConfig(env));
    const docs = documents.forTenant('default');
    const stored = new Map((await docs.dump('events')).map((doc) => [doc.id, doc.data]));
    for (const n of pairs) {
      for (const side of ['a', 'b']) {
        const data = stored.get(`p${n}${side}`);
        expect(data, `p${n}${side}`).toBeDefined();
        expect(
          createHash('sha1')
            .update(`${n}${String(data?.payload)}`)
            .digest('hex'),
        ).toBe(data?.sum);
      }
    }
    const ids = [...stored.keys()];
    for (const id of ids)
      expect(stored.has(id.endsWith('a') ? id.replace(/a$/, 'b') : id.replace(/b$/, 'a')), id).toBe(
        true,
      );
    expect(ids.length).toBeGreaterThanOrEqual(pairs.size * 2);

    const tenantFiles = files.forTenant('default');
    for (const [n, md5] of blobs)
      expect((await tenantFiles.head(`files/b${n}`))?.md5Hash, `b${n}`).toBe(md5);
    for (const item of (await tenantFiles.list({ prefix: 'files/' })).items) {
      const bytes = readFileSync(join(dataDir, 'blobs/objects/tenants/default', item.fullPath));
      expect(bytes.length, item.fullPath).toBe(200 * 1024);
      expect(createHash('md5').update(bytes).digest('base64')).toBe(item.md5Hash);
    }
    await documents.close();
  }, 120_000);
});
