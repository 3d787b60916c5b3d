import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { getStorage } from 'firebase-admin/storage';
import type { Config } from '../../config.js';
import { getFirebaseApp } from '../../lib/google/firebase-admin.js';
import type { BlobMetadata } from './blob-store.js';
import { type BlobBackend, resolveRange } from './blob-backend.js';

interface GcsMetadata {
  bucket?: string;
  generation?: string | number;
  metageneration?: string | number;
  name?: string;
  size?: string | number;
  timeCreated?: string;
  updated?: string;
  md5Hash?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  contentType?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

/** Cloud Storage's object resource (https://cloud.google.com/storage/docs/json_api/v1/objects) in our shape. */
export function fromGcs(meta: GcsMetadata): BlobMetadata {
  const fullPath = meta.name ?? '';
  const optional = (
    key: 'cacheControl' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage',
  ) => (meta[key] ? { [key]: meta[key] } : {});
  return {
    bucket: meta.bucket ?? '',
    generation: String(meta.generation ?? ''),
    metageneration: String(meta.metageneration ?? ''),
    fullPath,
    name: fullPath.slice(fullPath.lastIndexOf('/') + 1),
    size: Number(meta.size ?? 0),
    timeCreated: meta.timeCreated ?? '',
    updated: meta.updated ?? '',
    md5Hash: meta.md5Hash ?? '',
    ...optional('cacheControl'),
    ...optional('contentDisposition'),
    ...optional('contentEncoding'),
    ...optional('contentLanguage'),
    contentType: meta.contentType ?? 'application/octet-stream',
    customMetadata: Object.fromEntries(
      Object.entries(meta.metadata ?? {}).map(([k, v]) => [k, String(v)]),
    ),
  };
}

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

/**
 * Cloud Storage through firebase-admin (Application Default Credentials in production). Kept thin:
 * there is no offline Storage emulator, so only its construction and mapping are tested here.
 */
export function openGcsBlobBackend(
  config: Pick<Config, 'GCLOUD_PROJECT' | 'STORAGE_BUCKET'>,
): BlobBackend {
  const bucketName = config.STORAGE_BUCKET || `${config.GCLOUD_PROJECT}.appspot.com`;
  const bucket = getStorage(getFirebaseApp(config)).bucket(bucketName);
  const head = async (name: string) => {
    try {
      const [meta] = await bucket.file(name).getMetadata();
      return fromGcs(meta);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    driver: 'gcs',
    async put(name, upload, options) {
      const file = bucket.file(name);
      const target = file.createWriteStream({
        resumable: false,
        validation: 'md5',
        metadata: {
          contentType: upload.contentType,
          cacheControl: options.cacheControl,
          contentDisposition: options.contentDisposition,
          contentEncoding: options.contentEncoding,
          contentLanguage: options.contentLanguage,
          metadata: options.customMetadata ?? {},
        },
      });
      await pipeline(Readable.from(upload.chunks), target);
      const [meta] = await file.getMetadata();
      return fromGcs(meta);
    },
    async get(name, range) {
      const metadata = await head(name);
      if (!metadata) return null;
      const served = resolveRange(metadata.size, range);
      const body = bucket
        .file(name)
        .createReadStream(metadata.size === 0 ? {} : { start: served.start, end: served.end });
      return { metadata, body, range: served };
    },
    head,
    async delete(name) {
      try {
        await bucket.file(name).delete();
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async updateMetadata(name, patch) {
      const clear = (value: string | null | undefined) => (value === '' ? null : value);
      try {
        // Cloud Storage's PATCH: null removes a field or a custom key, a missing one stays.
        const file = bucket.file(name);
        const [meta] = await file.setMetadata({
          ...(patch.cacheControl !== undefined && { cacheControl: clear(patch.cacheControl) }),
          ...(patch.contentDisposition !== undefined && {
            contentDisposition: clear(patch.contentDisposition),
          }),
          ...(patch.contentLanguage !== undefined && {
            contentLanguage: clear(patch.contentLanguage),
          }),
          ...(patch.customMetadata && { metadata: patch.customMetadata }),
          // The typings know no null, which is how the JSON API's PATCH removes a field.
        } as Parameters<typeof file.setMetadata>[0]);
        return fromGcs(meta);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    // Untested here (no Storage emulator offline): the bucket needs CORS for the admin's origin
    // (PUT, headers Content-Range and Content-Type, exposing Range), see the README.
    async createResumableSession(name, options) {
      const [uri] = await bucket.file(name).createResumableUpload({
        metadata: {
          contentType: options.contentType,
          ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
        },
        ...(options.origin ? { origin: options.origin } : {}),
      });
      return uri;
    },
    async list({ prefix, delimiter, pageToken, maxResults }) {
      const [files, next, response] = await bucket.getFiles({
        prefix,
        maxResults,
        autoPaginate: false,
        ...(delimiter ? { delimiter } : {}),
        ...(pageToken ? { pageToken } : {}),
      });
      const prefixes = ((response as { prefixes?: string[] } | undefined)?.prefixes ?? []).slice();
      const token = (next as { pageToken?: string } | null)?.pageToken;
      return {
        items: files.map((file) => fromGcs(file.metadata as GcsMetadata)),
        prefixes,
        ...(token ? { nextPageToken: token } : {}),
      };
    },
  };
}
