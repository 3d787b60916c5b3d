import type { Readable } from 'node:stream';

/** Object metadata, named as Firebase Storage's FullMetadata. Paths are relative to the store's scope. */
export interface BlobMetadata {
  bucket: string;
  /** Changes on every upload (microseconds, as Cloud Storage's). */
  generation: string;
  metageneration: string;
  fullPath: string;
  name: string;
  size: number;
  timeCreated: string;
  updated: string;
  /** Base64 MD5 of the bytes, as Cloud Storage reports it. */
  md5Hash: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** Sniffed from the bytes, never taken from the name. */
  contentType: string;
  customMetadata: Record<string, string>;
}

export interface PutOptions {
  /** Used only when the bytes say nothing (text formats such as CSV or JSON). */
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata?: Record<string, string>;
}

/**
 * A metadata edit, as Cloud Storage's PATCH: a field left out stays, null (or '') removes it;
 * customMetadata merges key by key, a null value removing its key.
 */
export interface MetadataPatch {
  cacheControl?: string | null;
  contentDisposition?: string | null;
  contentLanguage?: string | null;
  customMetadata?: Record<string, string | null>;
}

export type BlobBody = Readable | Uint8Array | AsyncIterable<Uint8Array>;

/** Inclusive byte range, as in HTTP. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobRead {
  metadata: BlobMetadata;
  body: Readable;
  /** The range served (the whole object when none was asked). */
  range: ByteRange;
}

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  pageToken?: string;
  /** 1..1000, default 1000. */
  maxResults?: number;
}

export interface BlobList {
  items: BlobMetadata[];
  prefixes: string[];
  nextPageToken?: string;
}

/** What a resumable session is opened for (Cloud Storage checks the bytes against it). */
export interface ResumableSessionOptions {
  contentType: string;
  size: number;
  cacheControl?: string;
  /** The page's origin, for the bucket's CORS answers to the browser's chunks. */
  origin?: string;
}

export interface BlobStore {
  readonly driver: 'fs' | 'gcs';
  readonly scope: string;
  /** Streams the body; 413 when it passes the limit for its kind (see upload-inspect.ts). */
  put(path: string, body: BlobBody, options?: PutOptions): Promise<BlobMetadata>;
  /** 416 when the range starts past the end. */
  get(path: string, range?: { start: number; end?: number }): Promise<BlobRead | null>;
  head(path: string): Promise<BlobMetadata | null>;
  delete(path: string): Promise<boolean>;
  /** Edits the metadata (bumps metageneration); null when there is no such object. */
  updateMetadata(path: string, patch: MetadataPatch): Promise<BlobMetadata | null>;
  list(options?: ListOptions): Promise<BlobList>;
  /**
   * Opens a resumable upload session straight to the store (Cloud Storage: a session URI the
   * browser PUTs chunks to, no request through the API). Null on the file driver: the API serves
   * the same protocol itself (routes/uploads).
   */
  createResumableSession(path: string, options: ResumableSessionOptions): Promise<string | null>;
  /** Where browsers fetch it: `/api/media/<path>`, served by the API for either driver. */
  publicUrl(path: string): string;
  /** Rejects when the store cannot write now (a full or read-only disk): readiness. */
  ping(): Promise<void>;
  forTenant(tenant: string): BlobStore;
}
