#!/usr/bin/env node
// `pnpm restore:drill [--tenant <t>]`: proves a backup restores. It exports the tenant from the
// configured stores (DATA_DIR, <repo>/.data by default, or DATA_DRIVER=firestore …), imports
// that backup into an empty local store in a temp folder, exports the restored copy and compares
// the two backups document by document and file by file. Exit 0 when they are identical.
// Nothing is written to the source stores.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const api = join(root, 'apps/api');
const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'default' } } });
const tenant = values.tenant;

/** Runs the data CLI (apps/api/src/cli/data.ts) with `env`, stdin/stdout from/to files. */
function data(args, env, { input, output }) {
  const stdin = input ? openSync(input, 'r') : 'ignore';
  const stdout = output ? openSync(output, 'w') : 'ignore';
  return new Promise((done, fail) => {
    let stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/data.ts', ...args], {
      cwd: api,
      env: { ...process.env, ...env },
      stdio: [stdin, stdout, 'pipe'],
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      for (const fd of [stdin, stdout]) if (typeof fd === 'number') closeSync(fd);
      if (code === 0) done(stderr.trim());
      else fail(new Error(`data ${args[0]} failed (${code}): ${stderr.trim()}`));
    });
  });
}

const digest = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const work = mkdtempSync(join(tmpdir(), 'bar-restore-drill-'));
const started = Date.now();
try {
  const source = { DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') };
  const restored = {
    DATA_DRIVER: 'sqlite',
    BLOB_DRIVER: 'fs',
    DATA_DIR: join(work, 'restored'),
    STORAGE_BUCKET: process.env.STORAGE_BUCKET ?? '',
  };
  const backup = join(work, 'backup.json');
  const again = join(work, 'again.json');
  await data(['export', '--tenant', tenant], source, { output: backup });
  await data(['import', '--tenant', tenant], restored, { input: backup });
  await data(['export', '--tenant', tenant], restored, { output: again });

  const first = JSON.parse(readFileSync(backup, 'utf8'));
  const second = JSON.parse(readFileSync(again, 'utf8'));
  if (first.documents.length === 0) throw new Error(`tenant "${tenant}" has no documents here`);
  const differences = [];
  const byPath = (list) => new Map(list.map((item) => [item.path, digest(item)]));
  for (const [kind, a, b] of [
    ['document', byPath(first.documents), byPath(second.documents)],
    ['file', byPath(first.blobs), byPath(second.blobs)],
  ]) {
    for (const [path, hash] of a)
      if (b.get(path) !== hash)
        differences.push(`${kind} ${path}: ${b.has(path) ? 'differs' : 'missing'}`);
    for (const path of b.keys()) if (!a.has(path)) differences.push(`${kind} ${path}: extra`);
  }
  if (differences.length) {
    console.error(`restore drill: ${differences.length} differences after restoring "${tenant}":`);
    for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `restore drill: "${tenant}" restored identical: ${first.documents.length} documents, ${first.blobs.length} files, in ${seconds} s`,
    );
  }
} catch (error) {
  console.error(`restore drill: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
