import { z } from 'zod';
import { StartUploadBodySchema, UploadSessionSchema } from '../uploads/resumable.js';
import { defineContract } from './contract.js';

/**
 * The back office's file browser over the tenant's stored files (the "Archivos" tab): list by
 * folder, read and edit an object's metadata, delete, and upload (one multipart request below
 * RESUMABLE_THRESHOLD, a resumable session above it). Paths are relative to the tenant: another
 * tenant's files cannot be named.
 */

/** Page sizes: Cloud Storage's `maxResults` bounds. */
export const STORAGE_MAX_RESULTS = 1000;
export const STORAGE_DEFAULT_RESULTS = 100;
/** The one folder separator the browser navigates by. */
export const STORAGE_DELIMITER = '/';
/** What a new upload is cached for, until staff change it in the metadata panel. */
export const STORAGE_UPLOAD_CACHE_CONTROL = 'public, max-age=3600';

const SEGMENT_OK = (segment: string) =>
  segment !== '' &&
  segment !== '.' &&
  segment !== '..' &&
  segment.length <= 256 &&
  !/^__.*__$/.test(segment) &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f\\]/.test(segment);

/** A stored object's path inside the tenant: `events/abc/photo.jpg`. */
export const isStoragePath = (path: string): boolean =>
  path.length > 0 && path.length <= 1024 && path.split('/').every(SEGMENT_OK);

/** A folder to list: '' (the top) or segments ending with '/': `events/abc/`. */
export const isStoragePrefix = (prefix: string): boolean =>
  prefix === '' ||
  (prefix.endsWith('/') &&
    prefix.length <= 1024 &&
    prefix.slice(0, -1).split('/').every(SEGMENT_OK));

/**
 * Folders whose files belong to one editor and go with it: an event's files are private while it
 * is a draft and deleted with it (or when it drops them); the gallery's and the catalogue's own
 * uploads are deleted with their picture or item.
 */
const OWNED_FOLDERS = [/^events\//, /^gallery\//, /^Agents\/[^/]+\/catalog\//];

/**
 * Whether a stored file belongs to the media library (what staff put in the Files section, any
 * folder outside the editors' own): it can be reused anywhere, served to everyone, and only the
 * Files section deletes it.
 */
export const isLibraryPath = (path: string): boolean =>
  isStoragePath(path) && !OWNED_FOLDERS.some((folder) => folder.test(path));

export const StoragePathSchema = z.string().refine(isStoragePath, 'storage.errors.path');

export const StorageListQuerySchema = z.object({
  prefix: z.string().max(1024).refine(isStoragePrefix, 'storage.errors.prefix').default(''),
  /** '/' groups what lies deeper into `prefixes` (folders); leave out for a flat list. */
  delimiter: z.literal(STORAGE_DELIMITER).optional(),
  pageToken: z
    .string()
    .regex(/^[\w-]{1,1024}$/)
    .optional(),
  maxResults: z.coerce
    .number()
    .int()
    .min(1)
    .max(STORAGE_MAX_RESULTS)
    .default(STORAGE_DEFAULT_RESULTS),
});

/** An object's metadata, as Firebase Storage's FullMetadata names it; `fullPath` is the tenant's. */
export const StorageObjectSchema = z.object({
  bucket: z.string(),
  generation: z.string(),
  metageneration: z.string(),
  fullPath: z.string(),
  name: z.string(),
  size: z.number(),
  timeCreated: z.string(),
  updated: z.string(),
  md5Hash: z.string(),
  cacheControl: z.string().optional(),
  contentDisposition: z.string().optional(),
  contentEncoding: z.string().optional(),
  contentLanguage: z.string().optional(),
  contentType: z.string(),
  customMetadata: z.record(z.string(), z.string()),
});
export type StorageObject = z.infer<typeof StorageObjectSchema>;

export const StorageListSchema = z.object({
  items: z.array(StorageObjectSchema),
  /** Sub-folders of the prefix (with a delimiter), each ending with '/'. */
  prefixes: z.array(z.string()),
  nextPageToken: z.string().optional(),
});
export type StorageList = z.infer<typeof StorageListSchema>;

/** Where a stored file is shown: deleting it would break these. */
export const StorageUsageSchema = z.object({
  kind: z.enum(['event', 'product', 'service', 'gallery', 'branding', 'settings', 'agent']),
  id: z.string(),
  label: z.string(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

export const StorageObjectAnswerSchema = z.object({
  metadata: StorageObjectSchema,
  /** Where browsers fetch it. */
  url: z.string(),
  usedBy: z.array(StorageUsageSchema),
});
export type StorageObjectAnswer = z.infer<typeof StorageObjectAnswerSchema>;

export const StorageObjectQuerySchema = z.object({ path: StoragePathSchema });

export const StorageDeleteQuerySchema = z.object({
  path: StoragePathSchema,
  /** Delete even when the file is in use (the panel asks first). */
  force: z.enum(['true', 'false']).optional(),
});

const HeaderText = z.string().trim().max(512);
/** A customMetadata key, as the store accepts it. */
export const CUSTOM_METADATA_KEY = /^[\w.-]{1,128}$/;

/**
 * PATCH: a field left out stays, null or '' removes it; customMetadata merges key by key (null
 * removes a key), as Cloud Storage's PATCH does.
 */
export const StorageMetadataPatchSchema = z
  .object({
    cacheControl: HeaderText.nullable().optional(),
    contentDisposition: HeaderText.nullable().optional(),
    contentLanguage: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)?$/, 'storage.errors.language')
      .nullable()
      .optional(),
    customMetadata: z
      .record(
        z.string().regex(CUSTOM_METADATA_KEY, 'storage.errors.key'),
        z.string().max(1024).nullable(),
      )
      .refine((record) => Object.keys(record).length <= 64)
      .optional(),
  })
  // The fields only the store sets may come along with the values they have (metadata sent back
  // as it was read); another value is refused (changedStoreFields).
  .extend(
    StorageObjectSchema.omit({
      cacheControl: true,
      contentDisposition: true,
      contentLanguage: true,
      customMetadata: true,
    })
      .partial()
      .describe('Set by the store; ignored').shape,
  )
  .strict();
export type StorageMetadataPatch = z.infer<typeof StorageMetadataPatchSchema>;

const EDITABLE_METADATA = new Set([
  'cacheControl',
  'contentDisposition',
  'contentLanguage',
  'customMetadata',
]);

/**
 * The store's own fields a metadata PATCH gives another value than the file has (names, in
 * order): refused, since only the store sets them; sent back as read they are fine.
 */
export function changedStoreFields(patch: StorageMetadataPatch, current: object): string[] {
  const held = current as Record<string, unknown>;
  return Object.entries(patch)
    .filter(([key, value]) => !EDITABLE_METADATA.has(key) && value !== undefined)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(held[key]))
    .map(([key]) => key);
}

/** The part of a metadata PATCH that changes something (the store's own fields left out). */
export const editableMetadataOf = ({
  cacheControl,
  contentDisposition,
  contentLanguage,
  customMetadata,
}: StorageMetadataPatch): StorageMetadataPatch =>
  Object.fromEntries(
    Object.entries({ cacheControl, contentDisposition, contentLanguage, customMetadata }).filter(
      ([, value]) => value !== undefined,
    ),
  );

/** Which folder a new file goes into ('' for the top), and its name there. */
export const StorageUploadQuerySchema = z.object({
  prefix: z.string().max(1024).refine(isStoragePrefix, 'storage.errors.prefix').default(''),
});

export const StorageStartUploadBodySchema = StartUploadBodySchema.extend({
  prefix: z.string().max(1024).refine(isStoragePrefix, 'storage.errors.prefix').default(''),
}).strict();

export const StorageUploadParamsSchema = z.object({
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
});

const TAGS = ['admin', 'storage'] as const;

/** GET /api/admin/storage/objects?prefix=&delimiter=/&pageToken=&maxResults= — one page of a folder. */
export const listStorageContract = defineContract({
  method: 'GET',
  path: '/api/admin/storage/objects',
  summary: "One page of the tenant's stored files under a prefix",
  tags: TAGS,
  query: StorageListQuerySchema,
  response: StorageListSchema,
  errors: [400],
});

/** GET /api/admin/storage/object?path= — an object's metadata, its URL and where it is used. */
export const getStorageObjectContract = defineContract({
  method: 'GET',
  path: '/api/admin/storage/object',
  summary: "A stored file's metadata and where it is used",
  tags: TAGS,
  query: StorageObjectQuerySchema,
  response: StorageObjectAnswerSchema,
  errors: [400, 404],
});

/** PATCH /api/admin/storage/object?path= — edits cacheControl, contentDisposition, contentLanguage, customMetadata. */
export const patchStorageObjectContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/storage/object',
  summary: "Edit a stored file's metadata",
  tags: TAGS,
  query: StorageObjectQuerySchema,
  body: StorageMetadataPatchSchema,
  response: StorageObjectAnswerSchema,
  errors: [400, 404],
});

/** DELETE /api/admin/storage/object?path=&force= — 409 FILE_IN_USE (with `issues`: the usages) unless forced. */
export const deleteStorageObjectContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/storage/object',
  summary: 'Delete a stored file',
  tags: TAGS,
  query: StorageDeleteQuerySchema,
  status: 204,
  response: z.null(),
  errors: [400, 404, 409],
});

/**
 * POST /api/admin/storage/files?prefix= — multipart (field `file`), for files below
 * RESUMABLE_THRESHOLD; the bytes decide the type; 201 with the metadata. An object of the same
 * name is replaced.
 */
export const uploadStorageFileContract = defineContract({
  method: 'POST',
  path: '/api/admin/storage/files',
  summary: 'Upload a small file (multipart)',
  tags: TAGS,
  query: StorageUploadQuerySchema,
  status: 201,
  response: StorageObjectSchema,
  errors: [400, 413, 415],
});

/** POST /api/admin/storage/uploads — opens a resumable session for a big file (see uploads/resumable). */
export const startStorageUploadContract = defineContract({
  method: 'POST',
  path: '/api/admin/storage/uploads',
  summary: 'Open a resumable upload into a folder',
  tags: TAGS,
  body: StorageStartUploadBodySchema,
  status: 201,
  response: UploadSessionSchema,
  errors: [400, 413, 415],
});

/** POST /api/admin/storage/uploads/:uploadId/complete — once every byte is stored; 201 with the metadata. */
export const completeStorageUploadContract = defineContract({
  method: 'POST',
  path: '/api/admin/storage/uploads/:uploadId/complete',
  summary: 'Finish a resumable upload',
  tags: TAGS,
  params: StorageUploadParamsSchema,
  status: 201,
  response: StorageObjectSchema,
  errors: [404, 409, 413, 415],
});
