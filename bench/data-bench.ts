/**
 * Data-layer benchmark (part of `pnpm bench`): get / set / "25 upcoming events ordered by date"
 * out of 10,000 events, on SQLite and on the Firestore emulator, side by side.
 * Run directly: `node --import tsx bench/data-bench.ts [--json out.json]` (from apps/api or the root).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createDocumentStore } from '../apps/api/src/stores/scoped-document-store.js';
import type { DocumentStore, WriteOp } from '../apps/api/src/stores/document-store.js';
import { openFirestoreBackend } from '../apps/api/src/stores/firestore/firestore-document-backend.js';
import { openSqliteBackend } from '../apps/api/src/stores/sqlite/sqlite-document-backend.js';
import {
  emulatorAvailable,
  startFirestoreEmulator,
} from '../apps/api/test/support/firestore-emulator.js';

const EVENTS = 10_000;
interface Stat {
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}
export interface DataBenchResult {
  events: number;
  sqlite: Record<string, Stat>;
  firestore: Record<string, Stat> | { skipped: string };
  table: string;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function measure(ops: number, work: (i: number) => Promise<unknown>): Promise<Stat> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ops; i++) {
    const t = performance.now();
    await work(i);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3));
  return { ops, opsPerSec: Math.round((ops / total) * 1000), p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function benchStore(
  store: DocumentStore,
  rounds: { get: number; set: number; upcoming: number },
) {
  const docs = store.forTenant(`bench${Date.now().toString(36)}`);
  for (let i = 0; i < EVENTS; i += 500) {
    const ops: WriteOp[] = [];
    for (let j = i; j < i + 500; j++) {
      ops.push({
        type: 'set',
        path: `events/e${j}`,
        data: {
          id: `e${j}`,
          slug: `event-${j}`,
          title: `Event ${j}`,
          date: day((j % 730) - 365),
          startTime: '20:00',
          status: j % 10 === 0 ? 'draft' : 'published',
          description: 'Live music and karaoke '.repeat(10),
        },
      });
    }
    await docs.batch(ops);
  }
  const today = day(0);
  const result = {
    get: await measure(rounds.get, (i) => docs.get(`events/e${(i * 7919) % EVENTS}`)),
    set: await measure(rounds.set, (i) =>
      docs.set(`events/e${(i * 104729) % EVENTS}`, {
        id: 'x',
        date: day(i % 300),
        title: `Edited ${i}`,
        status: 'published',
      }),
    ),
    upcoming25: await measure(rounds.upcoming, async () => {
      const found = await docs.query('events', {
        where: [{ field: 'date', op: '>=', value: today }],
        orderBy: [{ field: 'date' }],
        limit: 25,
      });
      if (found.length !== 25) throw new Error(`expected 25 events, got ${found.length}`);
    }),
  };
  await docs.recursiveDelete();
  return result;
}

function table(result: Omit<DataBenchResult, 'table'>): string {
  const rows = ['get', 'set', 'upcoming25'];
  const cell = (stat?: Stat) =>
    stat ? `${stat.opsPerSec} ops/s  p50 ${stat.p50Ms} ms  p99 ${stat.p99Ms} ms` : 'skipped';
  const fs = 'skipped' in result.firestore ? undefined : result.firestore;
  const lines = [`${'operation'.padEnd(12)}${'SQLite'.padEnd(48)}Firestore emulator`];
  for (const row of rows)
    lines.push(`${row.padEnd(12)}${cell(result.sqlite[row]).padEnd(48)}${cell(fs?.[row])}`);
  lines.push(`(${result.events} events; "upcoming25" = 25 upcoming events ordered by date)`);
  return lines.join('\n');
}

export async function run(): Promise<DataBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'data-bench-'));
  const sqliteStore = createDocumentStore(openSqliteBackend(join(dir, 'data.sqlite')));
  const sqlite = await benchStore(sqliteStore, { get: 5000, set: 1000, upcoming: 2000 });
  await sqliteStore.close();
  rmSync(dir, { recursive: true, force: true });

  let firestore: DataBenchResult['firestore'];
  let host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const emulator = !host && emulatorAvailable() ? await startFirestoreEmulator() : undefined;
  host ||= emulator?.host ?? '';
  if (host) {
    const store = createDocumentStore(
      openFirestoreBackend({
        GCLOUD_PROJECT: 'demo-restaurant',
        STORAGE_BUCKET: '',
        FIRESTORE_EMULATOR_HOST: host,
      }),
    );
    try {
      firestore = await benchStore(store, { get: 500, set: 300, upcoming: 200 });
    } finally {
      await store.close();
      await emulator?.stop();
    }
  } else firestore = { skipped: 'Firestore emulator not available' };
  const result = { events: EVENTS, sqlite, firestore };
  return { ...result, table: table(result) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { json: { type: 'string' } } });
  const result = await run();
  console.log(result.table);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}
