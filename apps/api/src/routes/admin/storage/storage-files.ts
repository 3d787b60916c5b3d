import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/error-messages.js';
import { checkPixelLimit, wantsVariants } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import type { BlobMetadata } from '../../../stores/blobs/blob-store.js';
import { SIZE_LIMITS, sniffContentType } from '../../../stores/blobs/upload-inspect.js';
import { findStorageUsages } from '../../../repositories/storage-usage.js';

/**
 * Types a browser could run as a page of ours if a file claimed them. The bytes decide a file's
 * type (see upload-inspect); a text file's claimed type is only a hint, and these hints are
 * dropped, so such a file is stored and served as plain text.
 */
const ACTIVE_TYPES =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|image\/svg\+xml|text\/javascript|application\/(x-)?javascript|application\/ecmascript)\b/i;

/** The claimed type, when it is a safe hint for text the bytes cannot name. */
export const safeTypeHint = (claimed: string | undefined): string | undefined => {
  const type = claimed?.split(';')[0]?.trim().toLowerCase();
  return type && !ACTIVE_TYPES.test(type) ? type : undefined;
};

/** A picked file's name as a path segment: separators and control characters become '-'. */
export function storageFileName(name: string): string {
  const clean = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\\u0000-\u001f\u007f]+/g, '-')
    .trim()
    .slice(-200);
  return clean === '' || clean === '.' || clean === '..' || /^__.*__$/.test(clean)
    ? `file-${Date.now().toString(36)}`
    : clean;
}

export const storageNotFound = (fastify: FastifyInstance, request: FastifyRequest) =>
  Object.assign(
    fastify.httpErrors.notFound(errorMessage('STORAGE_NOT_FOUND', requestLocale(request))),
    { code: 'STORAGE_NOT_FOUND' },
  );

export const storageTooLarge = (fastify: FastifyInstance, request: FastifyRequest) =>
  Object.assign(
    fastify.httpErrors.payloadTooLarge(errorMessage('STORAGE_TOO_LARGE', requestLocale(request))),
    { code: 'STORAGE_TOO_LARGE' },
  );

/** The object panel's answer: metadata, URL and where the file is shown. */
export async function objectAnswer(request: FastifyRequest, metadata: BlobMetadata) {
  const url = request.files.publicUrl(metadata.fullPath);
  return { metadata, url, usedBy: await findStorageUsages(request.docs, url) };
}

/**
 * The upload's bytes, once a picture among them has been checked against the pixel limit (as
 * the picture routes refuse it, TooManyPixelsError): up to the image size limit is read first,
 * so a refused picture is refused before anything is written.
 */
export async function pixelCheckedUpload(
  body: AsyncIterable<Buffer>,
): Promise<AsyncIterable<Buffer>> {
  const reader = body[Symbol.asyncIterator]();
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
  const bytes = Buffer.concat(head);
  if (wantsVariants(await sniffContentType(bytes.subarray(0, 4100)))) await checkPixelLimit(bytes);
  return (async function* replay() {
    if (bytes.length) yield bytes;
    if (done) return;
    for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
  })();
}

/** A stored picture over the pixel limit (a resumable upload, written before any check) is removed. */
export async function removeHugePicture(
  request: FastifyRequest,
  path: string,
  metadata: BlobMetadata,
): Promise<void> {
  if (!wantsVariants(metadata.contentType) || metadata.size > SIZE_LIMITS.image) return;
  const read = await request.files.get(path);
  if (!read) return;
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    await checkPixelLimit(Buffer.concat(chunks));
  } catch (err) {
    await request.files.delete(path);
    throw err;
  }
}
