import { mediaContract } from '@bar/domain/api/files';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@bar/domain/roles';
import type { FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/http/contract-route.js';
import { matchesIfNoneMatch } from '../../lib/http/etag.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { isPublishedEvent } from '../../repositories/events.js';
import type { BlobMetadata } from '../../stores/blobs/blob-store.js';
import { parseRange } from './byte-range.js';
import { addVary } from '../../lib/http/vary.js';

const DEFAULT_CACHE = 'public, max-age=300';
// SVG may carry script; served from our origin it must not run (https://owasp.org/www-community/attacks/xss/).
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** An event's files live under `events/{id}/`: they stay private while the event is a draft. */
const EVENT_FILE = /^events\/([^/]+)\//;
/** What staff fetch of a draft's files must never be kept by a shared cache. */
const PRIVATE_CACHE = 'private, no-store';

/**
 * Whether the caller may read the file: everyone for files outside an event, and for a published
 * event's; only the tenant's staff (bearer token) for a draft's or a deleted event's files.
 * `'private'` means staff may, but no shared cache may keep the answer.
 */
async function visibility(request: FastifyRequest, path: string) {
  const event = EVENT_FILE.exec(path)?.[1];
  if (!event || (await isPublishedEvent(request.docs, event))) return 'public';
  return (STAFF_ROLES as readonly string[]).includes(request.role) ? 'private' : 'hidden';
}

const etagOf = (meta: BlobMetadata) => `"${Buffer.from(meta.md5Hash, 'base64').toString('hex')}"`;

/**
 * GET/HEAD /api/media/* — the tenant's stored files, with ETag revalidation, Cache-Control and
 * single byte ranges (206/416), through the BlobStore port (so it works for either driver).
 */
const mediaRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, mediaContract),
    method: ['GET', 'HEAD'],
    config: { access: 'public', identity: 'optional' },
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const path = request.params['*'];
      const seen = await visibility(request, path);
      const meta = seen === 'hidden' ? null : await request.files.head(path);
      if (seen !== 'public') addVary(reply, 'Authorization').header('cache-control', PRIVATE_CACHE);
      if (!meta)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      const etag = etagOf(meta);
      reply
        .header('etag', etag)
        .header('last-modified', new Date(meta.updated).toUTCString())
        .header(
          'cache-control',
          seen === 'public' ? (meta.cacheControl ?? DEFAULT_CACHE) : PRIVATE_CACHE,
        )
        .header('accept-ranges', 'bytes')
        .header('content-type', meta.contentType);
      if (meta.contentDisposition) reply.header('content-disposition', meta.contentDisposition);
      if (meta.contentEncoding) reply.header('content-encoding', meta.contentEncoding);
      if (meta.contentLanguage) reply.header('content-language', meta.contentLanguage);
      if (meta.contentType.startsWith('image/svg'))
        reply.header('content-security-policy', SVG_POLICY);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const ifRange = request.headers['if-range'];
      const wanted =
        ifRange && ifRange !== etag ? null : parseRange(request.headers.range, meta.size);
      if (wanted === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${meta.size}`)
          .header('content-type', 'text/plain')
          .send('');
      }
      const range = wanted ?? { start: 0, end: meta.size - 1 };
      if (wanted)
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      if (request.method === 'HEAD') return reply.send();
      const read = await request.files.get(path, wanted ?? undefined);
      if (!read)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      return reply.send(read.body);
    },
  });
  done();
};

export default mediaRoutes;
