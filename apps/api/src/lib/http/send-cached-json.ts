import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from '../../repositories/public-reads.js';
import { encodedBody, encodedEtag, negotiateEncoding } from './content-encoding.js';
import { matchesIfNoneMatch } from './etag.js';
import { addVary } from './vary.js';

/** Below this many bytes compressing costs more than it saves. */
const COMPRESS_FROM = 1024;

/**
 * Sends a cached answer, compressed (brotli, else gzip) when the client accepts it: the bytes on
 * the wire are most of a cached read's cost, and a phone's time. With `etag`, the answer carries
 * its strong ETag (a compressed body's has the encoding appended, as the bytes differ) and a
 * matching If-None-Match gets 304. The answer depends on nothing but the host, the URL and
 * Accept-Encoding, so the front cache may replay it (lib/front-cache).
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
  options: { etag?: boolean } = {},
): Promise<FastifyReply> {
  const encoding =
    answer.json.length >= COMPRESS_FROM
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  reply.frontCacheable = true;
  void addVary(reply, 'Accept-Encoding').type('application/json; charset=utf-8');
  if (options.etag) {
    const etag = encodedEtag(answer.etag, encoding);
    void reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (!encoding) return reply.serializer(() => answer.json).send(answer.body);
  const body = await encodedBody({ text: answer.json, encoded: answer.encoded }, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
