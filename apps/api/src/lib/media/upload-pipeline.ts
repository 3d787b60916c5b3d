import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '../../plugins/external/multipart.js';
import type { BlobMetadata, BlobStore } from '../../stores/blobs/blob-store.js';
import { kindOf, SIZE_LIMITS, sniffContentType } from '../../stores/blobs/upload-inspect.js';
import { type ErrorMessageId, errorMessage } from '../texts/error-messages.js';
import { checkPixelLimit, TooManyPixelsError, wantsVariants, webpVariants } from './images.js';
import { requestLocale } from '../http/request-locale.js';

/*
 * The one upload pipeline. Every route that takes a file (a post's media, a catalogue or gallery
 * picture, the file browser; multipart or a completed resumable session) goes through it:
 *   1. the form's `file` part (multipart routes), else a translated 400/415;
 *   2. the type sniffed from the bytes, never the name or the claimed type, checked against what
 *      the route accepts (415 IMAGE_ONLY / MEDIA_TYPE_UNSUPPORTED) before anything is written;
 *   3. the size limit of the sniffed kind (413 MEDIA_TOO_LARGE, or STORAGE_TOO_LARGE for the
 *      file browser) and a picture's pixel limit read from its header (413 MEDIA_TOO_MANY_PIXELS);
 *   4. the original written to the storage port, then a picture's webp variants (lib/images,
 *      415 MEDIA_UNREADABLE when it does not decode);
 *   5. the route's own step (`commit`: add it to the gallery, to the event, ...).
 * A refusal at any step removes every file the upload wrote: nothing is kept half-done.
 */

/** Uploaded names never change, so browsers and the CDN may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a route takes: pictures only, pictures and videos (a post's media), any file (the file browser). */
export type UploadAccepts = 'image' | 'media' | 'file';

/** The file browser has its own limits text (it names PDFs and other files too). */
export type TooLargeCode = 'MEDIA_TOO_LARGE' | 'STORAGE_TOO_LARGE';

const SNIFF_BYTES = 4100;

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

/** The HTTP status an error carries, if any (Fastify's and @fastify/multipart's errors do). */
export const statusOf = (err: unknown) => (err as { statusCode?: number }).statusCode;

/** A refusal with its own code and translated text (the error handler passes both on). */
export function uploadError(
  fastify: FastifyInstance,
  request: FastifyRequest,
  status: 400 | 413 | 415,
  code: ErrorMessageId,
) {
  const message = errorMessage(code, requestLocale(request));
  const base =
    status === 413
      ? fastify.httpErrors.payloadTooLarge(message)
      : status === 415
        ? fastify.httpErrors.unsupportedMediaType(message)
        : fastify.httpErrors.badRequest(message);
  return Object.assign(base, { code });
}

/** 415 unless the sniffed type is one the route accepts. */
export function checkAccepted(
  fastify: FastifyInstance,
  request: FastifyRequest,
  accepts: UploadAccepts,
  contentType: string,
): void {
  if (accepts === 'image' && !wantsVariants(contentType))
    throw uploadError(fastify, request, 415, 'IMAGE_ONLY');
  if (accepts === 'media' && !/^(image|video)\//.test(contentType))
    throw uploadError(fastify, request, 415, 'MEDIA_TYPE_UNSUPPORTED');
}

/**
 * What a refused upload answers: a picture over the pixel limit and a file over its size limit
 * both get a translated 413 with their own code; anything else as it was thrown.
 */
export function uploadRefusal(
  fastify: FastifyInstance,
  request: FastifyRequest,
  err: unknown,
  tooLarge: TooLargeCode = 'MEDIA_TOO_LARGE',
): unknown {
  if (err instanceof TooManyPixelsError)
    return uploadError(fastify, request, 413, 'MEDIA_TOO_MANY_PIXELS');
  if (statusOf(err) === 413) return uploadError(fastify, request, 413, tooLarge);
  return err;
}

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

/** 415 unless the body is multipart/form-data, the form every upload sends its file in. */
export function requireMultipart(fastify: FastifyInstance, request: FastifyRequest): void {
  if (!request.isMultipart()) throw uploadError(fastify, request, 415, 'MEDIA_FILE_MISSING');
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
  return status && status < 500 ? err : uploadError(fastify, request, 400, 'MULTIPART_MALFORMED');
};

/**
 * The form's `file` part, streamed: a body that is not the multipart it claims (no boundary, a
 * cut-off part, garbage mid-file) answers 400, as a form without a `file` part does.
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
    throw uploadError(fastify, request, 400, 'MEDIA_FILE_MISSING');
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
 * Reads the start of an upload (up to the picture size limit) to learn its type from the bytes
 * and, for a picture, its pixel count from the header, before anything is written; then replays
 * every byte once. `bytes` is the whole file when it fits in that limit (a picture's variants
 * are made from it), else null (a video streams on to the store).
 */
async function inspectedBody(source: AsyncIterable<Buffer>, claimed?: string) {
  const reader = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size <= SIZE_LIMITS.image) {
    const next = await reader.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const start = Buffer.concat(head);
  const contentType = await sniffContentType(start.subarray(0, SNIFF_BYTES), claimed);
  if (wantsVariants(contentType)) await checkPixelLimit(start);
  async function* chunks() {
    if (start.length) yield start;
    if (done) return;
    for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
  }
  return { contentType, bytes: done ? start : null, chunks: chunks() };
}

/** One webp variant of a stored picture. */
export interface StoredVariant {
  width: number;
  url: string;
}

/** What the pipeline stored: the original's metadata and URL, and a picture's variants. */
export interface StoredUpload {
  path: string;
  url: string;
  metadata: BlobMetadata;
  resized: StoredVariant[];
  /** The name the file was sent with. */
  name: string;
}

interface PipelineOptions<T> {
  accepts: UploadAccepts;
  tooLarge?: TooLargeCode;
  /** The route's own step once everything is stored; a refusal thrown here removes the files. */
  commit: (stored: StoredUpload) => Promise<T>;
}

/** Writes a picture's webp variants next to `path` (`{base}-{width}.webp`), noting each one written. */
async function writeVariants(
  fastify: FastifyInstance,
  request: FastifyRequest,
  path: string,
  bytes: Buffer | null,
  written: string[],
): Promise<StoredVariant[]> {
  const variants = bytes && (await webpVariants(bytes));
  if (!variants) throw uploadError(fastify, request, 415, 'MEDIA_UNREADABLE');
  const base = path.replace(/\.[^./]+$/, '');
  const resized: StoredVariant[] = [];
  for (const variant of variants) {
    const variantPath = `${base}-${variant.width}.webp`;
    written.push(variantPath);
    await request.files.put(variantPath, variant.data, { cacheControl: IMMUTABLE });
    resized.push({ width: variant.width, url: request.files.publicUrl(variantPath) });
  }
  return resized;
}

async function cleanUp(request: FastifyRequest, written: string[]) {
  await deleteFiles(request.files, written, (err) =>
    request.log.warn({ err }, 'could not remove a refused upload'),
  );
}

/**
 * A multipart upload (field `file`) through the whole pipeline. `path` names the original from
 * the sent file name (null refuses it with 400); `contentType` is the claimed type the store may
 * keep as a hint for text (the bytes decide otherwise).
 */
export async function receiveUpload<T>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  options: PipelineOptions<T> & {
    cacheControl: string;
    path: (filename: string) => string | null;
    contentType?: (claimed: string) => string | undefined;
  },
): Promise<T> {
  requireMultipart(fastify, request);
  const part = await formFilePart(fastify, request);
  const path = options.path(part.filename);
  if (!path) {
    part.file.resume();
    throw uploadError(fastify, request, 400, 'VALIDATION_ERROR');
  }
  const written: string[] = [];
  try {
    const claimed = options.contentType ? options.contentType(part.mimetype) : part.mimetype;
    const upload = await inspectedBody(part.body, claimed);
    checkAccepted(fastify, request, options.accepts, upload.contentType);
    written.push(path);
    const metadata = await request.files.put(path, upload.chunks, {
      ...(claimed ? { contentType: claimed } : {}),
      cacheControl: options.cacheControl,
    });
    // The multipart limit (the largest kind) cut the file short.
    if (part.file.truncated) throw fastify.httpErrors.payloadTooLarge();
    checkAccepted(fastify, request, options.accepts, metadata.contentType);
    const resized =
      options.accepts !== 'file' && wantsVariants(metadata.contentType)
        ? await writeVariants(fastify, request, path, upload.bytes, written)
        : [];
    return await options.commit({
      path,
      url: request.files.publicUrl(path),
      metadata,
      resized,
      name: part.filename.trim().slice(0, 300),
    });
  } catch (err) {
    await cleanUp(request, written);
    throw uploadRefusal(fastify, request, err, options.tooLarge);
  }
}

const readAll = async (body: AsyncIterable<unknown>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * A file a resumable session already wrote at `path`, through the rest of the pipeline: its type
 * from its bytes (the store may keep the browser's claim), its kind's size limit, a picture's
 * pixel limit and variants, then `commit`. A refusal removes the file and its variants.
 */
export async function finishStoredUpload<T>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  options: PipelineOptions<T> & { path: string; metadata: BlobMetadata; name: string },
): Promise<T> {
  const { path, metadata } = options;
  const written = [path];
  try {
    const head = await request.files.get(path, { start: 0, end: SNIFF_BYTES - 1 });
    const contentType = head
      ? await sniffContentType(await readAll(head.body), metadata.contentType)
      : metadata.contentType;
    checkAccepted(fastify, request, options.accepts, contentType);
    if (metadata.size > SIZE_LIMITS[kindOf(contentType)])
      throw fastify.httpErrors.payloadTooLarge();
    let resized: StoredVariant[] = [];
    if (wantsVariants(contentType)) {
      const whole = await request.files.get(path);
      const bytes = whole && (await readAll(whole.body));
      if (bytes) await checkPixelLimit(bytes);
      if (options.accepts !== 'file')
        resized = await writeVariants(fastify, request, path, bytes, written);
    }
    return await options.commit({
      path,
      url: request.files.publicUrl(path),
      metadata: { ...metadata, contentType },
      resized,
      name: options.name,
    });
  } catch (err) {
    await cleanUp(request, written);
    throw uploadRefusal(fastify, request, err, options.tooLarge);
  }
}
