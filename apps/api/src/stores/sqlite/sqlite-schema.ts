import type { Database } from 'better-sqlite3';
import { valueSql } from './sqlite-query.js';

/**
 * One table of JSON documents keyed by path. `parent` is the collection path, so a collection is
 * an index range. Expression indexes cover the hot queries: upcoming events by `date`, lookups by
 * `slug` and by `status` + `date`. The expressions are produced by the same `valueSql()` the query
 * builder uses, because SQLite only uses an expression index when the text matches exactly
 * (https://www.sqlite.org/expridx.html).
 */
export function migrate(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS documents (
      path TEXT PRIMARY KEY,
      parent TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data)),
      version INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS documents_parent_id ON documents (parent, id);
    CREATE INDEX IF NOT EXISTS documents_parent_date ON documents (parent, ${valueSql('date')}, id);
    CREATE INDEX IF NOT EXISTS documents_parent_slug ON documents (parent, ${valueSql('slug')});
    CREATE INDEX IF NOT EXISTS documents_parent_status_date
      ON documents (parent, ${valueSql('status')}, ${valueSql('date')}, id);
    CREATE TABLE IF NOT EXISTS ready (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL);
  `);
}

/** The readiness probe's one write (one row, replaced): a full disk or read-only file refuses it. */
export const PING_SQL =
  'INSERT INTO ready (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at';

/**
 * WAL with synchronous=FULL: every commit is fsynced to the WAL before the call returns, so an
 * acknowledged write survives a kill -9 and a power cut. (NORMAL would survive a crashed process
 * but could lose the last commits on power loss.) https://www.sqlite.org/pragma.html#pragma_synchronous
 */
export function tune(db: Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
}
