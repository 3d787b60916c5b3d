import { randomBytes } from 'node:crypto';
import type { MediaItem } from '@bar/domain/events/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/error-messages.js';
import { TooManyPixelsError } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import type { MultipartFile } from '../../../plugins/external/multipart.js';
import type { BlobStore } from '../../../stores/blobs/blob-store.js';

/** Uploaded names never change, so browsers and the CDN may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every file of an event lives under this prefix, so deleting the event finds them all. */
export const eventPrefix = (eventId: string) => `events/${eventId}/`;

/** An uploaded file's name split into a path-safe stem (may be empty) and its lowercased extension. */
export function safeFileName(filename: string): { stem: string; extension: string } {
  const match = /^(.*?)(?:\.([A-Za-z0-9]{1,5}))?$/.exec(filename.trim()) ?? [];
  const stem = (match[1] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return { stem, extension: (match[2] ?? 'bin').toLowerCase() };
}

/** A unique, readable storage name from the uploaded file's name: `events/{id}/{stamp}-{base}`. */
export function uploadBase(eventId: string, filename: string): { base: string; extension: string } {
  const { stem, extension } = safeFileName(filename);
  const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { base: `${eventPrefix(eventId)}${stamp}-${stem || 'file'}`, extension };
}

/** The storage path behind one of our media URLs (`/api/media/<path>`), if it is this event's file. */
export function ownPath(url: string | undefined, eventId: string): string | null {
  if (!url?.startsWith('/api/media/')) return null;
  try {
    const path = url
      .slice('/api/media/'.length)
      .split('?')[0]!
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return path.startsWith(eventPrefix(eventId)) && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

/** The event's own files a media item points at (original and variants). */
export const mediaPaths = (item: MediaItem, eventId: string): string[] =>
  [
    item.url,
    item.path && `/api/media/${item.path}`,
    ...item.resized.map((variant) => variant.url),
  ].flatMap((url) => ownPath(url || undefined, eventId) ?? []);

/** Deletes files, ignoring those already gone; never throws (a leftover file is harmless, a failed answer is not). */
export async function deleteFiles(
  files: BlobStore,
  paths: Iterable<string>,
  warn: (err: unknown) => void,
): Promise<void> {
  for (const path of new Set(paths)) {
    try {
      await files.delete(path);
    } catch (err) {
      warn(err);
    }
  }
}

/** Every file under the event's prefix (its uploads and the seed's pictures). */
export async function eventFiles(files: BlobStore, eventId: string): Promise<string[]> {
  const paths: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await files.list({
      prefix: eventPrefix(eventId),
      ...(pageToken ? { pageToken } : {}),
    });
    paths.push(...page.items.map((item) => item.fullPath));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return paths;
}

/** The HTTP status an error carries, if any (Fastify's and @fastify/multipart's errors do). */
export const statusOf = (err: unknown) => (err as { statusCode?: number }).statusCode;

/** A body cut short or not the multipart it claims: the caller's fault, a translated 400. */
const multipartMalformed = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.badRequest(errorMessage('MULTIPART_MALFORMED', requestLocale(request)));

/** 415 unless the body is multipart/form-data, the form every upload sends its file in. */
export function requireMultipart(fastify: FastifyInstance, request: FastifyRequest): void {
  if (!request.isMultipart())
    throw fastify.httpErrors.unsupportedMediaType(
      errorMessage('MEDIA_FILE_MISSING', requestLocale(request)),
    );
}

/** The form's file part, its bytes read through `body`. */
export interface FormFilePart extends MultipartFile {
  /**
   * The file's bytes. A parse error of the multipart body on the way (a body cut short or
   * garbled mid-file) becomes the translated 400; errors with a status (a limit's 413) pass.
   */
  body: AsyncIterable<Buffer>;
}

/** A parser error carries no status (busboy's) or a 5xx: the body was not the multipart it claimed. */
const parseFailure = (fastify: FastifyInstance, request: FastifyRequest, err: unknown) => {
  const status = statusOf(err);
  return status && status < 500 ? err : multipartMalformed(fastify, request);
};

/**
 * The form's `file` part, streamed: every multipart route reads its upload through this, so a
 * body that is not the multipart it claims (no boundary, a cut-off part, garbage mid-file)
 * answers 400 on all of them, as a form without a `file` part does.
 */
export async function formFilePart(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<FormFilePart> {
  const part = await request.file().catch((err: unknown) => {
    throw parseFailure(fastify, request, err);
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fastify.httpErrors.badRequest(errorMessage('MEDIA_FILE_MISSING', requestLocale(request)));
  }
  async function* body() {
    const reader = (part!.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await reader.next();
      } catch (err) {
        throw parseFailure(fastify, request, err);
      }
      if (next.done) return;
      yield next.value;
    }
  }
  return Object.assign(part, { body: body() });
}

/**
 * Passes the upload through while keeping up to `keepBytes` of it in memory: images are turned
 * into variants from these bytes, videos (larger) stream straight to the store.
 */
export function teeUpload(source: AsyncIterable<Buffer>, keepBytes: number) {
  const kept: Buffer[] = [];
  let size = 0;
  async function* chunks() {
    for await (const chunk of source) {
      size += chunk.length;
      if (size <= keepBytes) kept.push(chunk);
      yield chunk;
    }
  }
  return { chunks: chunks(), bytes: () => (size <= keepBytes ? Buffer.concat(kept) : null) };
}

/**
 * What a refused picture or video upload answers: a picture over MAX_INPUT_PIXELS and a file over
 * its size limit both get a translated 413; anything else as it was thrown.
 */
export function uploadRefusal(
  fastify: FastifyInstance,
  request: FastifyRequest,
  err: unknown,
): unknown {
  const locale = requestLocale(request);
  if (err instanceof TooManyPixelsError)
    return fastify.httpErrors.payloadTooLarge(errorMessage('MEDIA_TOO_MANY_PIXELS', locale));
  if (statusOf(err) === 413)
    return fastify.httpErrors.payloadTooLarge(errorMessage('MEDIA_TOO_LARGE', locale));
  return err;
}
