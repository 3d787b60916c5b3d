import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import type { BlobStore, PutOptions } from '../stores/blobs/blob-store.js';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
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

/** Restores a backup into a tenant (which may differ from the one exported). `replace` wipes it first. */
export async function importTenant(
  documents: DocumentStore,
  blobs: BlobStore,
  tenant: string,
  input: unknown,
  options: { replace?: boolean } = {},
): Promise<{ documents: number; blobs: number }> {
  const backup = BackupSchema.parse(input);
  const docs = documents.forTenant(tenant);
  const files = blobs.forTenant(tenant);
  if (options.replace) {
    await docs.recursiveDelete();
    for (let page = await files.list(); page.items.length; page = await files.list()) {
      for (const item of page.items) await files.delete(item.fullPath);
    }
  }
  for (const blob of backup.blobs) {
    const meta = await files.put(blob.path, Buffer.from(blob.data, 'base64'), {
      contentType: blob.contentType,
      ...pick(blob),
      customMetadata: blob.customMetadata,
    });
    if (meta.md5Hash !== blob.md5Hash) throw new Error(`Checksum mismatch restoring ${blob.path}`);
  }
  for (let i = 0; i < backup.documents.length; i += 500) {
    const ops = backup.documents
      .slice(i, i + 500)
      .map(({ path, data }): WriteOp => ({ type: 'set', path, data }));
    await docs.batch(ops);
  }
  return { documents: backup.documents.length, blobs: backup.blobs.length };
}
