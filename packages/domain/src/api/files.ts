import { z } from 'zod';
import { WebManifestSchema } from '../site/web-manifest.js';
import { defineContract } from './contract.js';

// Routes whose answer is not a JSON call: stored files, the upload protocol's chunks, the menu's
// PDF and the installable app's files. Browsers reach them themselves (an <img>, a link, the
// manifest link, the service worker registration, the resumable upload task), so @bar/client has
// no entry for them; their contracts still declare every input, answer and status.

const BytesSchema = z.unknown().describe('The bytes, with their stored Content-Type');

/**
 * GET /api/media/* (and HEAD) — a stored file of the request's tenant, with ETag revalidation,
 * Cache-Control and one byte range (206, or 416 when it cannot be satisfied). A draft event's
 * files answer only the tenant's staff (private, no-store); for others they do not exist (404).
 */
export const mediaContract = defineContract({
  method: 'GET',
  path: '/api/media/*',
  summary: 'A stored file of the current tenant (Range, ETag)',
  tags: ['media'],
  params: z.object({ '*': z.string().min(1).max(1024) }),
  produces: 'application/octet-stream',
  conditional: true,
  response: BytesSchema,
  protocolStatuses: {
    206: BytesSchema.describe('The requested byte range (Content-Range)'),
    416: z.string().describe('Range not satisfiable: empty, with Content-Range: bytes */size'),
  },
  errors: [404],
});

/** The finished object as Cloud Storage answers the last chunk (a subset of its resource). */
export const UploadedObjectSchema = z.object({
  kind: z.literal('storage#object'),
  bucket: z.string(),
  name: z.string(),
  size: z.string(),
  contentType: z.string(),
  md5Hash: z.string(),
  generation: z.string(),
  timeCreated: z.string(),
  updated: z.string(),
});

const UploadParamsSchema = z.object({ uploadId: z.string().min(1).max(128) });

/**
 * PUT /api/uploads/:uploadId — Cloud Storage's resumable upload protocol on the file driver: a
 * chunk with `Content-Range: bytes first-last/total` answers 308 (`Range: bytes=0-N`) while bytes
 * are missing and 200 with the object once the last is in; an empty body with
 * `Content-Range: bytes *\/total` asks how far it got. The session URI is the credential.
 */
export const uploadChunkContract = defineContract({
  method: 'PUT',
  path: '/api/uploads/:uploadId',
  summary: 'Send a chunk of a resumable upload, or ask how far it got (Cloud Storage protocol)',
  tags: ['media'],
  params: UploadParamsSchema,
  response: UploadedObjectSchema,
  protocolStatuses: { 308: z.unknown().describe('Resume Incomplete: no body; Range: bytes=0-N') },
  errors: [400, 404, 413],
});

/** DELETE /api/uploads/:uploadId — cancels the upload: 499, and the session is gone (404). */
export const cancelUploadContract = defineContract({
  method: 'DELETE',
  path: '/api/uploads/:uploadId',
  summary: 'Cancel a resumable upload (499)',
  tags: ['media'],
  params: UploadParamsSchema,
  response: z.null(),
  status: 204,
  protocolStatuses: { 499: z.unknown().describe('Cancelled, as Cloud Storage answers: no body') },
  errors: [404],
});

/**
 * GET /menu/:file — the PDF menu (`menu.pdf` Spanish, `menu-es.pdf`, `menu-en.pdf`,
 * `menu-fr.pdf`): a redirect (302) to the tenant's own uploaded PDF where settings name one, else
 * one written from the catalogue in that language (its hash is the ETag).
 */
export const menuPdfContract = defineContract({
  method: 'GET',
  path: '/menu/:file',
  summary: 'The PDF menu of a language',
  tags: ['menu'],
  params: z.object({ file: z.string().max(40) }),
  produces: 'application/pdf',
  conditional: true,
  response: z.unknown().describe('The PDF'),
  protocolStatuses: { 302: z.unknown().describe('Redirect to the tenant’s own PDF (Location)') },
  errors: [404],
});

/** GET /manifest.webmanifest — the tenant's web app manifest (settings.pwa over its defaults). */
export const webManifestContract = defineContract({
  method: 'GET',
  path: '/manifest.webmanifest',
  summary: 'The tenant’s web app manifest (settings.pwa over its defaults)',
  tags: ['content'],
  // Loose: the other headers (host, x-locale, authorization) stay on the request.
  headers: z.object({ 'if-none-match': z.string().optional() }).loose(),
  produces: 'application/manifest+json',
  conditional: true,
  response: WebManifestSchema,
  errors: [],
});

/** GET /sw.js — the public site's service worker, never from an HTTP cache (no-cache). */
export const serviceWorkerContract = defineContract({
  method: 'GET',
  path: '/sw.js',
  summary: 'The service worker of the public site (no-cache)',
  tags: ['content'],
  produces: 'text/javascript',
  response: z.string().describe('JavaScript'),
  errors: [404],
});
