import type {
  BlobList,
  BlobMetadata,
  BlobRead,
  MetadataPatch,
  PutOptions,
  ResumableSessionOptions,
} from './blob-store.js';
import type { InspectedUpload } from './upload-inspect.js';

/** What a blob adapter implements: absolute object names (scope included), validated options. */
export interface BlobBackend {
  readonly driver: 'fs' | 'gcs';
  put(name: string, upload: InspectedUpload, options: PutOptions): Promise<BlobMetadata>;
  get(name: string, range?: { start: number; end?: number }): Promise<BlobRead | null>;
  head(name: string): Promise<BlobMetadata | null>;
  delete(name: string): Promise<boolean>;
  updateMetadata(name: string, patch: MetadataPatch): Promise<BlobMetadata | null>;
  list(options: {
    prefix: string;
    delimiter?: string;
    pageToken?: string;
    maxResults: number;
  }): Promise<BlobList>;
  /** Cloud Storage only: a resumable session URI for the object (see BlobStore). */
  createResumableSession?(name: string, options: ResumableSessionOptions): Promise<string>;
  /** Local folder only: whether a file can be written now (readiness); Cloud Storage has none. */
  ping?(): Promise<void>;
}

/** Picks the inclusive byte range to serve, or throws 416 (with the size, for Content-Range). */
export function resolveRange(size: number, range?: { start: number; end?: number }) {
  if (!range) return { start: 0, end: size - 1 }; // end -1: an empty object
  const { start } = range;
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isInteger(start) || start < 0 || start >= size || end < start) {
    throw Object.assign(new Error(`Range not satisfiable (size ${size})`), {
      statusCode: 416,
      size,
    });
  }
  return { start, end };
}

/** Cloud Storage style generation: microseconds since the epoch, unique within the process. */
let last = 0n;
export function nextGeneration(): string {
  const now = BigInt(Date.now()) * 1000n;
  last = now > last ? now : last + 1n;
  return String(last);
}

/** Groups names under a prefix by a delimiter and pages through them (names must be sorted). */
export function pageNames(
  names: string[],
  options: { prefix: string; delimiter?: string; pageToken?: string; maxResults: number },
) {
  const entries: { key: string; isPrefix: boolean }[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!name.startsWith(options.prefix)) continue;
    const rest = name.slice(options.prefix.length);
    const at = options.delimiter ? rest.indexOf(options.delimiter) : -1;
    if (at >= 0) {
      const key = options.prefix + rest.slice(0, at + (options.delimiter as string).length);
      if (!seen.has(key)) entries.push({ key, isPrefix: true });
      seen.add(key);
    } else entries.push({ key: name, isPrefix: false });
  }
  const after = options.pageToken ? Buffer.from(options.pageToken, 'base64url').toString() : '';
  const rest = entries.filter((entry) => entry.key > after);
  const page = rest.slice(0, options.maxResults);
  const lastKey = page.at(-1)?.key;
  return {
    names: page.filter((entry) => !entry.isPrefix).map((entry) => entry.key),
    prefixes: page.filter((entry) => entry.isPrefix).map((entry) => entry.key),
    ...(rest.length > page.length && lastKey
      ? { nextPageToken: Buffer.from(lastKey).toString('base64url') }
      : {}),
  };
}

/** The metadata after a PATCH (see MetadataPatch), for adapters that keep it themselves. */
export function patchedMetadata(meta: BlobMetadata, patch: MetadataPatch): BlobMetadata {
  const next: BlobMetadata = { ...meta, customMetadata: { ...meta.customMetadata } };
  for (const key of ['cacheControl', 'contentDisposition', 'contentLanguage'] as const) {
    const value = patch[key];
    if (value === undefined) continue;
    if (value === null || value === '') delete next[key];
    else next[key] = value;
  }
  for (const [key, value] of Object.entries(patch.customMetadata ?? {})) {
    if (value === null) delete next.customMetadata[key];
    else next.customMetadata[key] = value;
  }
  next.metageneration = String(Number(meta.metageneration || '1') + 1);
  next.updated = new Date().toISOString();
  return next;
}
