import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { CloudCollection, CloudExportLog, CloudRow } from '@bar/domain/api/cloud';
import { addDays, zonedInstant } from '@bar/domain/reservations/slots';
import type { DocQuery, DocumentStore, Where } from '../stores/document-store.js';
import { catalogCollection } from './catalog.js';
import { AI_CONTACTS } from './chat-leads.js';
import { EVENTS, FEEDBACK, newId } from './events.js';
import { SURVEYS } from './surveys.js';

// The cloud tab's reads: one collection's documents in a date range of the tenant's time zone,
// newest first, for the table and the CSV export (and the log of those exports).

type TimeKind = 'iso' | 'ms' | 'day';
type Source = { path: string; time: string; kind: TimeKind };

const SOURCES: Record<CloudCollection, Source> = {
  reservations: { path: 'reservations', time: 'createdAt', kind: 'iso' },
  surveys: { path: SURVEYS, time: 'ts', kind: 'ms' },
  eventFeedback: { path: FEEDBACK, time: 'createdAt', kind: 'iso' },
  subscribers: { path: 'subscribers', time: 'createdAt', kind: 'iso' },
  leads: { path: AI_CONTACTS, time: 'createdAt', kind: 'iso' },
  orders: { path: 'orders', time: 'createdAt', kind: 'iso' },
  events: { path: EVENTS, time: 'date', kind: 'day' },
  products: {
    path: catalogCollection(DEFAULT_AGENT_ID, 'products'),
    time: 'createdAt',
    kind: 'ms',
  },
  services: {
    path: catalogCollection(DEFAULT_AGENT_ID, 'services'),
    time: 'createdAt',
    kind: 'ms',
  },
};

export const CLOUD_EXPORTS = 'cloud_exports';

/** Fields that are capabilities or secrets (a guest's cancel link, a session): never shown. */
const PRIVATE_FIELD = /token|secret|password|idempotency/i;

export type CloudRange = { from?: string | undefined; to?: string | undefined };

/** The range's bounds as the stored field compares them: [from day 00:00, day after `to` 00:00). */
function bounds(source: Source, range: CloudRange, timeZone: string): Where[] {
  const where: Where[] = [];
  const edge = (day: string): unknown => {
    if (source.kind === 'day') return day;
    const instant = zonedInstant(day, '00:00', timeZone);
    return source.kind === 'ms' ? instant.getTime() : instant.toISOString();
  };
  if (range.from) where.push({ field: source.time, op: '>=', value: edge(range.from) });
  if (range.to) {
    where.push(
      source.kind === 'day'
        ? { field: source.time, op: '<=', value: range.to }
        : { field: source.time, op: '<', value: edge(addDays(range.to, 1)) },
    );
  }
  return where;
}

function rowAt(value: unknown, kind: TimeKind): string | null {
  if (kind === 'ms') return typeof value === 'number' ? new Date(value).toISOString() : null;
  return typeof value === 'string' && value ? value : null;
}

const visible = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !PRIVATE_FIELD.test(key)));

/** Up to `limit` rows of the range, newest first, and whether more matched. */
export async function readCloudRows(
  docs: DocumentStore,
  collection: CloudCollection,
  range: CloudRange,
  limit: number,
  timeZone: string,
): Promise<{ rows: CloudRow[]; truncated: boolean }> {
  const source = SOURCES[collection];
  const query: DocQuery = {
    where: bounds(source, range, timeZone),
    orderBy: [{ field: source.time, direction: 'desc' }],
    limit: Math.min(limit + 1, 10_000),
  };
  const snapshots = await docs.query(source.path, query);
  const rows = snapshots.slice(0, limit).map((snapshot) => ({
    id: snapshot.id,
    at: rowAt(snapshot.data[source.time], source.kind),
    data: visible(snapshot.data),
  }));
  return { rows, truncated: snapshots.length > limit };
}

/**
 * Every top-level field of the rows, alphabetically (the same on every store), but `id`: the
 * row's id is the table's and the CSV's first column already, once.
 */
export function cloudColumns(rows: readonly CloudRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.data)) if (key !== 'id') seen.add(key);
  return [...seen].sort();
}

/** Records an export: who, when, what. */
export async function logCloudExport(
  docs: DocumentStore,
  entry: Omit<CloudExportLog, 'id'>,
): Promise<void> {
  const id = newId();
  await docs.set(`${CLOUD_EXPORTS}/${id}`, { ...entry, id });
}

export async function listCloudExports(docs: DocumentStore): Promise<CloudExportLog[]> {
  const snapshots = await docs.query(CLOUD_EXPORTS, {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: 20,
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return snapshots.map(({ id, data }) => ({
    id,
    collection: text(data['collection']),
    by: text(data['by']),
    at: text(data['at']),
    rows: typeof data['rows'] === 'number' ? data['rows'] : 0,
    from: text(data['from']),
    to: text(data['to']),
  }));
}
