import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { BlobMetadata, PutOptions } from './blob-store.js';
import {
  type BlobBackend,
  nextGeneration,
  pageNames,
  patchedMetadata,
  resolveRange,
} from './blob-backend.js';
import { inspectUpload } from './upload-inspect.js';
import { storageFault } from '../errors.js';

/**
 * Local-folder adapter: bytes under `<root>/objects/<name>`, metadata beside them under
 * `<root>/meta/<name>.json`. Every file is written to `<root>/tmp`, fsynced and renamed into place,
 * so a crash leaves either the old object or the new one, never half of one
 * (https://man7.org/linux/man-pages/man2/rename.2.html). Bytes go first; a blob whose metadata was
 * lost with a crash gets it rebuilt from the bytes on the next read.
 */
export function openFsBlobBackend(root: string, bucket = 'local'): BlobBackend {
  const objectFile = (name: string) => join(root, 'objects', ...name.split('/'));
  const metaFile = (name: string) => `${join(root, 'meta', ...name.split('/'))}.json`;

  async function writeAtomically(
    target: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ) {
    try {
      await writeAtomicallyOnce(target, chunks);
    } catch (error) {
      // A full disk or an unwritable folder is the place's fault: 503, and readiness says so.
      throw storageFault(error);
    }
  }

  async function writeAtomicallyOnce(
    target: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ) {
    await mkdir(join(root, 'tmp'), { recursive: true });
    const temp = join(root, 'tmp', randomUUID());
    try {
      const handle = await open(temp, 'wx');
      try {
        for await (const chunk of chunks) await handle.write(chunk);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      const dir = await open(dirname(target), 'r');
      await dir.sync().finally(() => dir.close());
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async function head(name: string): Promise<BlobMetadata | null> {
    const info = await stat(objectFile(name)).catch(() => null);
    if (!info?.isFile()) return null;
    const meta = await readFile(metaFile(name), 'utf8')
      .then((text) => JSON.parse(text) as BlobMetadata)
      .catch(() => null);
    if (meta && meta.size === info.size) return meta;
    // Metadata missing or stale after a crash between the two renames: rebuild it from the bytes.
    const upload = await inspectUpload(name, createReadStream(objectFile(name)));
    for await (const _chunk of upload.chunks);
    const at = info.mtime.toISOString();
    return {
      ...base(name),
      ...upload.digest(),
      contentType: upload.contentType,
      timeCreated: at,
      updated: at,
      customMetadata: {},
    };
  }

  const base = (name: string) => ({
    bucket,
    generation: nextGeneration(),
    metageneration: '1',
    fullPath: name,
    name: name.slice(name.lastIndexOf('/') + 1),
  });

  return {
    driver: 'fs',
    // Ready means writable: a small file written, synced and removed in tmp/.
    async ping() {
      const probe = join(root, 'ready-probe');
      await writeAtomically(probe, [new TextEncoder().encode(new Date().toISOString())]);
      await rm(probe, { force: true });
    },
    async put(name, upload, options: PutOptions) {
      await writeAtomically(objectFile(name), upload.chunks);
      const now = new Date().toISOString();
      const meta: BlobMetadata = {
        ...base(name),
        ...upload.digest(),
        timeCreated: now,
        updated: now,
        ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
        ...(options.contentDisposition ? { contentDisposition: options.contentDisposition } : {}),
        ...(options.contentEncoding ? { contentEncoding: options.contentEncoding } : {}),
        ...(options.contentLanguage ? { contentLanguage: options.contentLanguage } : {}),
        contentType: upload.contentType,
        customMetadata: { ...options.customMetadata },
      };
      await writeAtomically(metaFile(name), [Buffer.from(JSON.stringify(meta))]);
      return meta;
    },
    async get(name, range) {
      const metadata = await head(name);
      if (!metadata) return null;
      const served = resolveRange(metadata.size, range);
      const body = createReadStream(objectFile(name), metadata.size === 0 ? {} : served);
      return { metadata, body, range: served };
    },
    head,
    async delete(name) {
      const existed = (await stat(objectFile(name)).catch(() => null)) !== null;
      await rm(objectFile(name), { force: true });
      await rm(metaFile(name), { force: true });
      return existed;
    },
    async updateMetadata(name, patch) {
      const meta = await head(name);
      if (!meta) return null;
      const next = patchedMetadata(meta, patch);
      await writeAtomically(metaFile(name), [Buffer.from(JSON.stringify(next))]);
      return next;
    },
    async list(options) {
      const folder = options.prefix.includes('/')
        ? options.prefix.slice(0, options.prefix.lastIndexOf('/'))
        : '';
      const start = join(root, 'objects', ...folder.split('/').filter(Boolean));
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      const names = entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          relative(join(root, 'objects'), join(entry.parentPath, entry.name)).split(sep).join('/'),
        )
        .sort();
      const page = pageNames(names, options);
      const items = (await Promise.all(page.names.map(head))).filter((item) => item !== null);
      return {
        items,
        prefixes: page.prefixes,
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      };
    },
  };
}
