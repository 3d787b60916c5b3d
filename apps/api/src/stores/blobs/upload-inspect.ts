import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { tooLarge } from '../errors.js';
import type { BlobBody } from './blob-store.js';

const MB = 1024 * 1024;
/** Upload limits per kind of content (decided from the sniffed type). */
export const SIZE_LIMITS = {
  image: 15 * MB,
  video: 200 * MB,
  pdf: 20 * MB,
  other: 5 * MB,
} as const;
export type BlobKind = keyof typeof SIZE_LIMITS;
const KIND_NAMES: Record<BlobKind, string> = {
  image: 'Images',
  video: 'Videos',
  pdf: 'PDF files',
  other: 'Files',
};
const HEAD_BYTES = 4100; // what file-type needs to recognise every format it knows

export const kindOf = (contentType: string): BlobKind =>
  contentType.startsWith('image/')
    ? 'image'
    : contentType.startsWith('video/')
      ? 'video'
      : contentType === 'application/pdf'
        ? 'pdf'
        : 'other';

const SVG = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i;
const TEXT_HINTS = /^(text\/[\w.+-]+|application\/(json|xml|ld\+json|manifest\+json))$/;

/** The bytes decide: file-type for binary formats, then SVG, then UTF-8 text (the caller's hint may refine it). */
export async function sniffContentType(head: Uint8Array, hint?: string): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  // file-type reports SVG as generic XML; the text checks below tell them apart.
  const xml = found?.mime === 'application/xml' || found?.mime === 'text/xml';
  if (found && !xml) return found.mime;
  if (head.length === 0 || head.includes(0)) return 'application/octet-stream';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return 'application/octet-stream';
  }
  if (SVG.test(text)) return 'image/svg+xml';
  if (xml) return 'application/xml';
  const base = hint?.split(';')[0]?.trim().toLowerCase();
  if (base && TEXT_HINTS.test(base) && base !== 'image/svg+xml') {
    return base.startsWith('text/') ? `${base}; charset=utf-8` : base;
  }
  return 'text/plain; charset=utf-8';
}

export interface InspectedUpload {
  contentType: string;
  kind: BlobKind;
  /** Yields every byte once; throws 413 past the limit. */
  chunks: AsyncIterable<Buffer>;
  /** After `chunks` is drained. */
  digest(): { size: number; md5Hash: string };
}

export async function inspectUpload(
  path: string,
  body: BlobBody,
  hint?: string,
): Promise<InspectedUpload> {
  const source = (body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body)[
    Symbol.asyncIterator
  ]();
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let done = false;
  while (headSize < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    headChunks.push(chunk);
    headSize += chunk.length;
  }
  const head = Buffer.concat(headChunks);
  const contentType = await sniffContentType(head, hint);
  const kind = kindOf(contentType);
  const limit = SIZE_LIMITS[kind];
  const md5 = createHash('md5');
  let size = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      throw tooLarge(`${KIND_NAMES[kind]} may be at most ${limit / MB} MB ("${path}" is larger)`);
    }
    md5.update(chunk);
    return chunk;
  };
  async function* chunks() {
    if (head.length) yield take(head);
    if (done) return;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      yield take(Buffer.from(next.value as Uint8Array));
    }
  }
  return {
    contentType,
    kind,
    chunks: chunks(),
    digest: () => ({ size, md5Hash: md5.digest('base64') }),
  };
}
