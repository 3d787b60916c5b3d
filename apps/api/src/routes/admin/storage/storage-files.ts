import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import type { BlobMetadata } from '../../../stores/blobs/blob-store.js';
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

/** The object panel's answer: metadata, URL and where the file is shown. */
export async function objectAnswer(request: FastifyRequest, metadata: BlobMetadata) {
  const url = request.files.publicUrl(metadata.fullPath);
  return { metadata, url, usedBy: await findStorageUsages(request.docs, url) };
}
