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
    baseline: data.baseline === true,
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
 *
 * `before` is the document as it was just before this save. When the document has no version
 * yet (the demo data, or content saved before versions were kept), it is kept first as the
 * document's baseline version, so the first save's diff names only what that save changed and
 * the original can be restored. Creating a document has no `before`; an empty one is no baseline
 * (the first version then names everything it holds, which is what that save added).
 */
export async function recordVersion(
  docs: DocumentStore,
  input: {
    area: VersionArea;
    doc?: string;
    by: string | null;
    data: JsonObject | null;
    before?: JsonObject | null;
    restoredFrom?: string;
  },
): Promise<VersionSummary> {
  const doc = input.doc ?? '';
  const collection = collectionOf(input.area, doc);
  const [previous] = await docs.query(collection, {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: 1,
  });
  const data = input.data ?? {};
  const now = Date.now();
  let base: JsonObject = (previous?.data.data as JsonObject | undefined) ?? {};
  if (!previous && input.before && Object.keys(input.before).length > 0) {
    // One millisecond before the save, so it sorts (and lists) as the older of the two.
    const at = new Date(now - 1).toISOString();
    base = input.before;
    await docs.set(`${collection}/${newId(at)}`, {
      area: input.area,
      doc,
      by: null,
      at,
      changed: [],
      restoredFrom: null,
      baseline: true,
      data: base,
    });
  }
  const at = new Date(now).toISOString();
  const id = newId(at);
  const record = {
    area: input.area,
    doc,
    by: input.by,
    at,
    changed: changedPaths(base, data),
    restoredFrom: input.restoredFrom ?? null,
    baseline: false,
    data,
  };
  await docs.set(`${collection}/${id}`, record);
  return summary(toVersion(id, record));
}
