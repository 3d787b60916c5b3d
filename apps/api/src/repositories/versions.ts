import { type JsonObject } from '@bar/domain/merge';
import { changedPaths } from '@bar/domain/versions/diff';
import {
  type Version,
  type VersionArea,
  type VersionSummary,
  VERSION_LIST_LIMIT,
} from '@bar/domain/versions/schema';
import { randomBytes } from 'node:crypto';
import type { DocData, DocumentStore } from '../stores/document-store.js';

/*
 * The version history of the content documents (the editor kit's "versions" panel):
 *   version_docs/{area}~{doc}/items/{id}   { area, doc, by, at, changed, restoredFrom, data }
 * One collection per edited document, so listing is one ordered read with no composite index.
 * The id starts with the save's time, so ids sort as the saves happened.
 */
const collectionOf = (area: VersionArea, doc: string) =>
  `version_docs/${area}~${doc || 'default'}/items`;

const newId = (at: string) => `${at.replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;

function toVersion(id: string, data: DocData): Version {
  return {
    id,
    area: data.area as VersionArea,
    doc: typeof data.doc === 'string' ? data.doc : '',
    by: typeof data.by === 'string' ? data.by : null,
    at: typeof data.at === 'string' ? data.at : new Date(0).toISOString(),
    changed: Array.isArray(data.changed) ? data.changed.map(String) : [],
    restoredFrom: typeof data.restoredFrom === 'string' ? data.restoredFrom : null,
    data: (data.data ?? {}) as JsonObject,
  };
}

const summary = ({ data: _data, ...rest }: Version): VersionSummary => rest;

export async function listVersions(
  docs: DocumentStore,
  area: VersionArea,
  doc: string,
): Promise<VersionSummary[]> {
  const rows = await docs.query(collectionOf(area, doc), {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: VERSION_LIST_LIMIT,
  });
  return rows.map((row) => summary(toVersion(row.id, row.data)));
}

export async function readVersion(
  docs: DocumentStore,
  area: VersionArea,
  doc: string,
  id: string,
): Promise<Version | null> {
  if (!/^[0-9a-f-]{1,40}$/.test(id)) return null;
  const data = await docs.get(`${collectionOf(area, doc)}/${id}`);
  return data ? toVersion(id, data) : null;
}

/**
 * Records what a save left stored, with who saved and which paths changed since the previous
 * version. Called after the document's own write; a failure here never undoes that write.
 */
export async function recordVersion(
  docs: DocumentStore,
  input: {
    area: VersionArea;
    doc?: string;
    by: string | null;
    data: JsonObject | null;
    restoredFrom?: string;
  },
): Promise<VersionSummary> {
  const doc = input.doc ?? '';
  const [previous] = await docs.query(collectionOf(input.area, doc), {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: 1,
  });
  const data = input.data ?? {};
  const at = new Date().toISOString();
  const id = newId(at);
  const record = {
    area: input.area,
    doc,
    by: input.by,
    at,
    changed: changedPaths(previous?.data.data ?? {}, data),
    restoredFrom: input.restoredFrom ?? null,
    data,
  };
  await docs.set(`${collectionOf(input.area, doc)}/${id}`, record);
  return summary(toVersion(id, record));
}
