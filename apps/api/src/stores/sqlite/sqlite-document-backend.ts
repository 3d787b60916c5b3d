import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { ConfigError } from '../../config.js';
import type { BackendDoc, BackendTransaction, BackendWrite, DocumentBackend } from '../backend.js';
import type { DocData } from '../document-store.js';
import { conflict, notFound, storageFault } from '../errors.js';
import { applyUpdate, canonical, mergeInto } from '../field-values.js';
import { lastSegment, parentPath } from '../paths.js';
import type { QueryPlan } from '../query-plan.js';
import { buildQuery } from './sqlite-query.js';
import { migrate, PING_SQL, tune } from './sqlite-schema.js';

interface Row {
  path: string;
  data: string;
  version: number;
}

const MAX_ATTEMPTS = 5;

/** better-sqlite3 is synchronous; the port is not. Errors become rejections, never throws. */
function later<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(work())).catch((error: unknown) => {
    throw storageFault(error);
  });
}

const under = (path: string) => [`${path}/`, `${path}0`]; // '0' is the character after '/'

/**
 * better-sqlite3, loaded only when this adapter opens: an instance on Firestore never loads the
 * native module, and the production image, built without it (Dockerfile), starts on Firestore.
 */
function loadSqlite(): typeof Database {
  try {
    return createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    throw new ConfigError([
      'DATA_DRIVER=sqlite: this build has no better-sqlite3 (the production image serves DATA_DRIVER=firestore only; build with --build-arg SQLITE=include)',
    ]);
  }
}

/** The embedded adapter: one SQLite file (better-sqlite3 is synchronous, so each call is atomic). */
export function openSqliteBackend(file: string): DocumentBackend {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Readable by the API's user only: it holds every tenant's data. SQLite gives its -wal and
    // -shm files the database file's permissions.
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
  const db = new (loadSqlite())(file);
  tune(db);
  migrate(db);
  if (file !== ':memory:') {
    for (const extra of [`${file}-wal`, `${file}-shm`])
      if (existsSync(extra)) chmodSync(extra, 0o600);
  }
  let version = (
    db.prepare('SELECT coalesce(max(version), 0) AS v FROM documents').get() as { v: number }
  ).v;
  const selectOne = db.prepare<[string], Row>(
    'SELECT path, data, version FROM documents WHERE path = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO documents (path, parent, id, data, version) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET data = excluded.data, version = excluded.version`,
  );
  const remove = db.prepare('DELETE FROM documents WHERE path = ?');
  const read = (path: string) => {
    const row = selectOne.get(path);
    return row ? (JSON.parse(row.data) as DocData) : null;
  };
  const put = (path: string, data: DocData) =>
    upsert.run(
      path,
      parentPath(path),
      lastSegment(path),
      JSON.stringify(canonical(data)),
      ++version,
    );

  const apply = (op: BackendWrite) => {
    if (op.type === 'delete') remove.run(op.path);
    else if (op.type === 'set')
      put(op.path, op.merge ? mergeInto(read(op.path) ?? {}, op.data) : op.data);
    else {
      const current = read(op.path);
      if (!current) throw notFound(`No document to update: ${op.path}`);
      put(op.path, applyUpdate(current, op.data));
    }
  };
  const applyAll = db.transaction((ops: BackendWrite[]) => ops.forEach(apply));
  const runQuery = (collection: string, plan: QueryPlan) => {
    const { sql, params } = buildQuery(collection, plan, 'path, data, version');
    return db.prepare<unknown[], Row>(sql).all(...params);
  };
  const toDoc = (row: Row): BackendDoc => ({
    path: row.path,
    data: JSON.parse(row.data) as DocData,
  });

  // Transactions are serialised among themselves and validated optimistically against plain
  // writes that land while `fn` awaits: any document read since changed means a retry.
  let queue: Promise<unknown> = Promise.resolve();
  const commit = db.transaction((reads: Map<string, number>, writes: BackendWrite[]) => {
    for (const [path, seen] of reads)
      if ((selectOne.get(path)?.version ?? 0) !== seen) return false;
    writes.forEach(apply);
    return true;
  });
  async function attempt<T>(fn: (tx: BackendTransaction) => Promise<T>): Promise<T> {
    for (let round = 1; ; round++) {
      const reads = new Map<string, number>();
      const writes: BackendWrite[] = [];
      const readFirst = () => {
        if (writes.length)
          throw new Error('Transactions must do all their reads before their writes');
      };
      const result = await fn({
        get: (path) => {
          readFirst();
          const row = selectOne.get(path);
          reads.set(path, row?.version ?? 0);
          return Promise.resolve(row ? (JSON.parse(row.data) as DocData) : null);
        },
        query: (collection, plan) => {
          readFirst();
          const rows = runQuery(collection, plan);
          for (const row of rows) reads.set(row.path, row.version);
          return Promise.resolve(rows.map(toDoc));
        },
        write: (op) => void writes.push(op),
      });
      // IMMEDIATE takes the write lock before the version check: another process writing the
      // same file (a second instance) makes it wait (busy_timeout), never fail with BUSY.
      if (commit.immediate(reads, writes)) return result;
      if (round >= MAX_ATTEMPTS)
        throw conflict(`Transaction failed after ${MAX_ATTEMPTS} attempts (contention)`);
    }
  }

  return {
    driver: 'sqlite',
    get: (path) => later(() => read(path)),
    write: (ops) => later(() => applyAll.immediate(ops)),
    query: (collection, plan) => later(() => runQuery(collection, plan).map(toDoc)),
    count: (collection, plan) =>
      later(() => {
        const { sql, params } = buildQuery(collection, plan, '1');
        return (db.prepare(`SELECT count(*) AS n FROM (${sql})`).get(...params) as { n: number }).n;
      }),
    transaction: <T>(fn: (tx: BackendTransaction) => Promise<T>) => {
      const run = queue.then(() => attempt(fn));
      queue = run.catch(() => undefined);
      return run;
    },
    listCollections: (documentPath) =>
      later(() => {
        const prefix = documentPath ? `${documentPath}/` : '';
        const rows = documentPath
          ? db
              .prepare('SELECT DISTINCT parent FROM documents WHERE parent >= ? AND parent < ?')
              .all(...under(documentPath))
          : db.prepare('SELECT DISTINCT parent FROM documents').all();
        const ids = (rows as { parent: string }[]).map(
          (row) => row.parent.slice(prefix.length).split('/')[0] as string,
        );
        return [...new Set(ids)].sort();
      }),
    dump: (path) =>
      later(() => {
        const rows = path
          ? db
              .prepare<unknown[], Row>(
                'SELECT path, data FROM documents WHERE path = ? OR (path >= ? AND path < ?)',
              )
              .all(path, ...under(path))
          : db.prepare<[], Row>('SELECT path, data FROM documents').all();
        return rows.map(toDoc).sort((a, b) => (a.path < b.path ? -1 : 1));
      }),
    recursiveDelete: (path) =>
      later(() => {
        if (path)
          db.prepare('DELETE FROM documents WHERE path = ? OR (path >= ? AND path < ?)').run(
            path,
            ...under(path),
          );
      }),
    // Ready means writable: one tiny write (a full disk or a read-only file refuses it).
    ping: () => later(() => void db.prepare(PING_SQL).run(new Date().toISOString())),
    close: () => later(() => void (db.open && db.close())),
  };
}
