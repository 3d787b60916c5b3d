import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import type { BlobMetadata, BlobStore, PutOptions } from '../stores/blobs/blob-store.js';
import type { DocData, DocumentStore, WriteOp } from '../stores/document-store.js';
import { documentPath, pathSegments } from '../stores/paths.js';
import { canonical } from '../stores/field-values.js';

/**
 * A tenant's complete backup: every document (paths relative to `tenants/{tenant}`) and every file
 * with its bytes in base64, sorted by path with sorted keys, so that two exports of the same data
 * are byte-identical whichever adapters they came from. Server timestamps are stored as ISO
 * strings when written (see document-store.ts), so they travel unchanged too; generation,
 * timeCreated and updated of files are not exported (a restore creates new objects).
 */
export const BackupSchema = z.object({
  format: z.literal('bar-tenant-backup'),
  version: z.literal(1),
  tenant: z.string(),
  documents: z.array(z.object({ path: z.string(), data: z.record(z.string(), z.unknown()) })),
  blobs: z.array(
    z.object({
      path: z.string(),
      contentType: z.string(),
      size: z.number().int().nonnegative(),
      md5Hash: z.string(),
      cacheControl: z.string().optional(),
      contentDisposition: z.string().optional(),
      contentEncoding: z.string().optional(),
      contentLanguage: z.string().optional(),
      customMetadata: z.record(z.string(), z.string()),
      data: z.string(),
    }),
  ),
});
export type Backup = z.infer<typeof BackupSchema>;

export async function exportTenant(
  documents: DocumentStore,
  blobs: BlobStore,
  tenant: string,
): Promise<Backup> {
  const docs = documents.forTenant(tenant);
  const files = blobs.forTenant(tenant);
  const backup: Backup = {
    format: 'bar-tenant-backup',
    version: 1,
    tenant,
    documents: [],
    blobs: [],
  };
  for (const doc of await docs.dump()) backup.documents.push({ path: doc.path, data: doc.data });
  let pageToken: string | undefined;
  do {
    const page = await files.list({ maxResults: 1000, ...(pageToken ? { pageToken } : {}) });
    for (const meta of page.items) {
      const read = await files.get(meta.fullPath);
      if (!read) continue;
      const { fullPath, contentType, size, md5Hash, customMetadata } = meta;
      backup.blobs.push({
        path: fullPath,
        contentType,
        size,
        md5Hash,
        ...pick(meta),
        customMetadata,
        data: (await buffer(read.body)).toString('base64'),
      });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  backup.documents.sort((a, b) => (a.path < b.path ? -1 : 1));
  backup.blobs.sort((a, b) => (a.path < b.path ? -1 : 1));
  return canonical(backup) as Backup;
}

const pick = (meta: PutOptions) => ({
  ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
  ...(meta.contentDisposition ? { contentDisposition: meta.contentDisposition } : {}),
  ...(meta.contentEncoding ? { contentEncoding: meta.contentEncoding } : {}),
  ...(meta.contentLanguage ? { contentLanguage: meta.contentLanguage } : {}),
});

/** The backup is unusable as a whole (bad shape, a file that does not match its checksum, …). */
export class BackupRejectedError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The backup was refused and nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'BackupRejectedError';
  }
}

const MAX_PROBLEMS = 20;

/**
 * Checks the whole backup before anything is written: its shape, every path, and every file's
 * size and MD5 against its bytes. Answers the backup with each file's bytes decoded.
 */
export function verifyBackup(input: unknown): { backup: Backup; bytes: Map<string, Buffer> } {
  const parsed = BackupSchema.safeParse(input);
  if (!parsed.success) {
    throw new BackupRejectedError(
      parsed.error.issues
        .slice(0, MAX_PROBLEMS)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const backup = parsed.data;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const doc of backup.documents) {
    try {
      documentPath(doc.path);
    } catch {
      problems.push(`document "${doc.path}": not a document path`);
    }
    if (seen.has(`d:${doc.path}`)) problems.push(`document "${doc.path}": listed twice`);
    seen.add(`d:${doc.path}`);
  }
  const bytes = new Map<string, Buffer>();
  for (const blob of backup.blobs) {
    try {
      pathSegments(blob.path);
    } catch {
      problems.push(`file "${blob.path}": not a file path`);
    }
    if (bytes.has(blob.path)) problems.push(`file "${blob.path}": listed twice`);
    const data = Buffer.from(blob.data, 'base64');
    if (data.length !== blob.size)
      problems.push(`file "${blob.path}": ${data.length} bytes, the backup says ${blob.size}`);
    else if (createHash('md5').update(data).digest('base64') !== blob.md5Hash)
      problems.push(`file "${blob.path}": checksum mismatch`);
    bytes.set(blob.path, data);
  }
  if (problems.length) throw new BackupRejectedError(problems.slice(0, MAX_PROBLEMS));
  return { backup, bytes };
}

interface Snapshot {
  documents: { path: string; data: DocData }[];
  files: { meta: BlobMetadata; data: Buffer }[];
}

async function listPaths(files: BlobStore): Promise<BlobMetadata[]> {
  const items: BlobMetadata[] = [];
  let pageToken: string | undefined;
  do {
    const page = await files.list({ maxResults: 1000, ...(pageToken ? { pageToken } : {}) });
    items.push(...page.items);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return items;
}

async function takeSnapshot(docs: DocumentStore, files: BlobStore): Promise<Snapshot> {
  const documents = (await docs.dump()).map(({ path, data }) => ({ path, data }));
  const snapshot: Snapshot = { documents, files: [] };
  for (const meta of await listPaths(files)) {
    const read = await files.get(meta.fullPath);
    if (read) snapshot.files.push({ meta, data: await buffer(read.body) });
  }
  return snapshot;
}

async function writeDocuments(docs: DocumentStore, documents: { path: string; data: DocData }[]) {
  for (let i = 0; i < documents.length; i += 500) {
    const ops = documents
      .slice(i, i + 500)
      .map(({ path, data }): WriteOp => ({ type: 'set', path, data }));
    await docs.batch(ops);
  }
}

/** Puts the tenant back as the snapshot found it: documents and files, nothing more. */
async function restoreSnapshot(docs: DocumentStore, files: BlobStore, snapshot: Snapshot) {
  await docs.recursiveDelete();
  await writeDocuments(docs, snapshot.documents);
  const kept = new Set(snapshot.files.map((file) => file.meta.fullPath));
  for (const meta of await listPaths(files)) {
    if (!kept.has(meta.fullPath)) await files.delete(meta.fullPath);
  }
  for (const { meta, data } of snapshot.files) {
    await files.put(meta.fullPath, data, {
      contentType: meta.contentType,
      ...pick(meta),
      customMetadata: meta.customMetadata,
    });
  }
}

/**
 * Restores a backup into a tenant (which may differ from the one exported); `replace` also
 * removes what the backup does not hold. The whole backup is verified first (a damaged one
 * changes nothing), the tenant's current state is kept aside, and a failure while applying
 * puts that state back: the tenant ends either as the backup says or exactly as it was.
 */
export async function importTenant(
  documents: DocumentStore,
  blobs: BlobStore,
  tenant: string,
  input: unknown,
  options: { replace?: boolean } = {},
): Promise<{ documents: number; blobs: number }> {
  const { backup, bytes } = verifyBackup(input);
  await recoverInterruptedImports(documents, blobs);
  const docs = documents.forTenant(tenant);
  const files = blobs.forTenant(tenant);
  const snapshot = await takeSnapshot(docs, files);
  // The tenant as it was, kept in the store until the import ends: a process killed half-way
  // (kill -9, a lost machine) leaves it, and the next start or import puts the tenant back.
  await writeJournal(blobs, tenant, snapshot);
  try {
    for (const blob of backup.blobs) {
      const meta = await files.put(blob.path, bytes.get(blob.path)!, {
        contentType: blob.contentType,
        ...pick(blob),
        customMetadata: blob.customMetadata,
      });
      if (meta.md5Hash !== blob.md5Hash)
        throw new Error(`Checksum mismatch restoring ${blob.path}`);
    }
    await writeDocuments(docs, backup.documents);
    if (options.replace) {
      const wantedDocs = new Set(backup.documents.map((doc) => doc.path));
      const extra = snapshot.documents.filter((doc) => !wantedDocs.has(doc.path));
      for (let i = 0; i < extra.length; i += 500) {
        await docs.batch(
          extra.slice(i, i + 500).map(({ path }): WriteOp => ({ type: 'delete', path })),
        );
      }
      for (const { meta } of snapshot.files) {
        if (!bytes.has(meta.fullPath)) await files.delete(meta.fullPath);
      }
    }
  } catch (err) {
    await restoreSnapshot(docs, files, snapshot);
    await dropJournal(blobs, tenant);
    throw new Error(
      `The import failed and the tenant was put back as it was: ${(err as Error).message}`,
      { cause: err },
    );
  }
  await dropJournal(blobs, tenant);
  return { documents: backup.documents.length, blobs: backup.blobs.length };
}

/**
 * Where an import keeps the tenant's earlier state while it runs, in the root blob store outside
 * every tenant: the documents in JSON parts (each under the store's limit for a file), a copy of
 * each file, then `manifest.json`, written last. A journal without its manifest was never
 * complete, so nothing had changed yet and it is only removed.
 */
const JOURNALS = 'imports-in-progress';
const JOURNAL_PART_BYTES = 4 * 1024 * 1024;

interface JournalManifest {
  tenant: string;
  parts: number;
  files: { path: string; meta: PutOptions & { contentType: string } }[];
}

async function writeJournal(blobs: BlobStore, tenant: string, snapshot: Snapshot) {
  const root = `${JOURNALS}/${tenant}`;
  await dropJournal(blobs, tenant);
  const parts: string[] = [];
  let part: typeof snapshot.documents = [];
  let size = 0;
  for (const doc of snapshot.documents) {
    const bytes = JSON.stringify(doc).length;
    if (part.length && size + bytes > JOURNAL_PART_BYTES) {
      parts.push(JSON.stringify(part));
      part = [];
      size = 0;
    }
    part.push(doc);
    size += bytes;
  }
  parts.push(JSON.stringify(part));
  for (const [index, text] of parts.entries())
    await blobs.put(`${root}/documents-${index}.json`, Buffer.from(text), {
      contentType: 'application/json',
    });
  const files: JournalManifest['files'] = [];
  for (const { meta, data } of snapshot.files) {
    const kept = {
      contentType: meta.contentType,
      ...pick(meta),
      customMetadata: meta.customMetadata,
    };
    await blobs.put(`${root}/files/${meta.fullPath}`, data, kept);
    files.push({ path: meta.fullPath, meta: kept });
  }
  const manifest: JournalManifest = { tenant, parts: parts.length, files };
  await blobs.put(`${root}/manifest.json`, Buffer.from(JSON.stringify(manifest)), {
    contentType: 'application/json',
  });
}

/** Removes a tenant's journal, manifest first (so a half-removed journal is never replayed). */
async function dropJournal(blobs: BlobStore, tenant: string) {
  const root = `${JOURNALS}/${tenant}`;
  await blobs.delete(`${root}/manifest.json`);
  let pageToken: string | undefined;
  do {
    const page = await blobs.list({ prefix: `${root}/`, ...(pageToken ? { pageToken } : {}) });
    for (const item of page.items) await blobs.delete(item.fullPath);
    pageToken = page.nextPageToken;
  } while (pageToken);
}

const readBlob = async (blobs: BlobStore, path: string) => {
  const read = await blobs.get(path);
  if (!read) throw new Error(`The interrupted import's journal lacks ${path}`);
  return buffer(read.body);
};

/**
 * Puts back every tenant whose import was interrupted (its journal is complete), then drops
 * the journal. Run by the API at start and by every import; answers the tenants put back.
 */
export async function recoverInterruptedImports(
  documents: DocumentStore,
  blobs: BlobStore,
): Promise<string[]> {
  const recovered: string[] = [];
  const { prefixes } = await blobs.list({ prefix: `${JOURNALS}/`, delimiter: '/' });
  for (const prefix of prefixes) {
    const tenant = prefix.slice(JOURNALS.length + 1).replace(/\/$/, '');
    const root = `${JOURNALS}/${tenant}`;
    if (!(await blobs.head(`${root}/manifest.json`))) {
      await dropJournal(blobs, tenant);
      continue;
    }
    const manifest = JSON.parse(
      (await readBlob(blobs, `${root}/manifest.json`)).toString('utf8'),
    ) as JournalManifest;
    const docs: Snapshot['documents'] = [];
    for (let index = 0; index < manifest.parts; index++)
      docs.push(
        ...(JSON.parse(
          (await readBlob(blobs, `${root}/documents-${index}.json`)).toString('utf8'),
        ) as Snapshot['documents']),
      );
    const files: Snapshot['files'] = [];
    for (const file of manifest.files)
      files.push({
        meta: { ...file.meta, fullPath: file.path } as BlobMetadata,
        data: await readBlob(blobs, `${root}/files/${file.path}`),
      });
    await restoreSnapshot(documents.forTenant(tenant), blobs.forTenant(tenant), {
      documents: docs,
      files,
    });
    await dropJournal(blobs, tenant);
    recovered.push(tenant);
  }
  return recovered;
}
