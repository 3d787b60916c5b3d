import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with: brotli, then gzip, when the client accepts it (q > 0); null for
 * the identity body. https://www.rfc-editor.org/rfc/rfc9110#name-accept-encoding
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding) accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** The validator of a compressed body: the identity body's, with the encoding appended. */
export const encodedEtag = (etag: string, encoding: ContentEncoding | null): string =>
  encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;

/** A text sent many times, with its compressed forms kept beside it once made. */
export interface Compressible {
  readonly text: string;
  readonly encoded: Map<ContentEncoding, Promise<Buffer>>;
}

/** The text in `encoding`, compressed once (off the event loop, zlib's pool). */
export function encodedBody(source: Compressible, encoding: ContentEncoding): Promise<Buffer> {
  let body = source.encoded.get(encoding);
  if (!body) {
    const input = Buffer.from(source.text);
    body =
      encoding === 'br'
        ? brotli(input, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            },
          })
        : gzipAsync(input, { level: 9 });
    source.encoded.set(encoding, body);
  }
  return body;
}
