import { cancelUploadContract, uploadChunkContract } from '@bar/domain/api/files';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CANCELLED_STATUS,
  INCOMPLETE_STATUS,
  parseContentRange,
} from '@bar/domain/uploads/resumable';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import {
  deleteSession,
  PartFiles,
  readSession,
  SessionLocks,
  type UploadSessionRecord,
  writeSession,
} from '../../lib/media/resumable/upload-sessions.js';
import type { BlobMetadata } from '../../stores/blobs/blob-store.js';
import {
  checkAccepted,
  IMMUTABLE,
  statusOf,
  uploadError,
} from '../../lib/media/upload-pipeline.js';

/** The finished object as Cloud Storage answers the last chunk (a subset of its resource). */
const objectResource = (meta: BlobMetadata) => ({
  kind: 'storage#object' as const,
  bucket: meta.bucket,
  name: meta.fullPath,
  size: String(meta.size),
  contentType: meta.contentType,
  md5Hash: meta.md5Hash,
  generation: meta.generation,
  timeCreated: meta.timeCreated,
  updated: meta.updated,
});

/**
 * /api/uploads/:uploadId — Cloud Storage's resumable upload protocol, served by the API for the
 * file driver (in production the session URI is Cloud Storage's own and no byte passes here).
 * The session URI is the credential, as Cloud Storage's: the role was checked when the session
 * was opened (POST /api/admin/events/:id/media/uploads), and it belongs to the tenant that did.
 *
 * - PUT with `Content-Range: bytes first-last/total` (or `/*`) stores a chunk: 308 with
 *   `Range: bytes=0-N` while bytes are missing (no Range: none stored yet), 200 with the object
 *   once the last one is in. A chunk starting past what is stored changes nothing (308 says where
 *   to go on); one overlapping what is stored rewrites the same bytes.
 * - PUT with an empty body and `Content-Range: bytes *\/total` asks how far it got.
 * - PUT without Content-Range sends the whole file at once.
 * - DELETE cancels: 499, the bytes are removed, and the session answers 404 from then on.
 */
const uploadRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const parts = new PartFiles(join(fastify.config.DATA_DIR, 'uploads'));
  const locks = new SessionLocks();

  // The chunk is read as it comes, whatever its type: no parser may buffer or refuse it.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const notFound = (request: FastifyRequest) =>
    fastify.httpErrors.notFound(errorMessage('UPLOAD_SESSION_NOT_FOUND', requestLocale(request)));
  const badRange = (request: FastifyRequest) =>
    Object.assign(
      fastify.httpErrors.badRequest(errorMessage('UPLOAD_RANGE_INVALID', requestLocale(request))),
      { code: 'UPLOAD_RANGE_INVALID' },
    );

  const incomplete = (reply: FastifyReply, stored: number) => {
    reply.code(INCOMPLETE_STATUS);
    if (stored > 0) reply.header('range', `bytes=0-${stored - 1}`);
    return reply.send();
  };

  /** Writes the request's body at `position`, at most `length` bytes; what arrived stays stored. */
  async function writeChunk(
    request: FastifyRequest,
    file: string,
    position: number,
    length: number,
  ) {
    const handle = await open(file, 'r+');
    let written = 0;
    let tooLong = false;
    try {
      for await (const chunk of request.raw as AsyncIterable<Buffer>) {
        if (written + chunk.length > length) {
          tooLong = true;
          break;
        }
        await handle.write(chunk, 0, chunk.length, position + written);
        written += chunk.length;
      }
    } catch (err) {
      // The connection dropped mid-chunk: keep what arrived, the client asks where to resume.
      request.log.info({ err }, 'upload chunk interrupted');
    } finally {
      await handle.sync();
      await handle.close();
    }
    if (tooLong) throw badRange(request);
  }

  /** Moves the whole file into the store: the bytes decide its type; only pictures and videos stay. */
  async function finish(
    request: FastifyRequest,
    uploadId: string,
    session: UploadSessionRecord,
  ): Promise<BlobMetadata> {
    const drop = async () => {
      await parts.remove(request.tenant, uploadId);
      await deleteSession(request.docs, uploadId);
    };
    const storage = session.purpose === 'storage';
    let meta: BlobMetadata;
    try {
      meta = await request.files.put(
        session.path,
        createReadStream(parts.file(request.tenant, uploadId)),
        { contentType: session.contentType, cacheControl: session.cacheControl ?? IMMUTABLE },
      );
    } catch (err) {
      if (statusOf(err) !== 413) throw err;
      await drop();
      throw uploadError(fastify, request, 413, storage ? 'STORAGE_TOO_LARGE' : 'MEDIA_TOO_LARGE');
    }
    // The upload pipeline's type rule: a post takes pictures and videos only; the file browser any file.
    try {
      checkAccepted(fastify, request, storage ? 'file' : 'media', meta.contentType);
    } catch (err) {
      await request.files.delete(session.path);
      await drop();
      throw err;
    }
    await writeSession(request.docs, uploadId, { ...session, state: 'stored' });
    await parts.remove(request.tenant, uploadId);
    return meta;
  }

  fastify.route({
    ...contractRoute(fastify, uploadChunkContract),
    config: { access: 'public', rateLimit: false },
    handler: async (request, reply) => {
      const { uploadId } = request.params;
      return locks.run(`${request.tenant}/${uploadId}`, async () => {
        const session = await readSession(request.docs, uploadId);
        if (!session || session.driver !== 'fs') throw notFound(request);
        if (session.state === 'stored') {
          const meta = await request.files.head(session.path);
          if (!meta) throw notFound(request);
          return reply.code(200).send(objectResource(meta));
        }
        const stored = await parts.size(request.tenant, uploadId);
        if (stored === null) throw notFound(request);

        const header = request.headers['content-range'];
        const declared = request.headers['content-length'];
        const length = declared === undefined ? null : Number(declared);
        const range =
          header === undefined
            ? length && length > 0
              ? ({ kind: 'bytes', first: 0, last: length - 1, total: length } as const)
              : null
            : parseContentRange(header);
        if (!range || (range.total !== null && range.total !== session.size))
          throw badRange(request);

        if (range.kind === 'query') {
          if (length) throw badRange(request);
          return incomplete(reply, stored);
        }
        const chunkLength = range.last - range.first + 1;
        if (range.last >= session.size || (length !== null && length !== chunkLength))
          throw badRange(request);
        // A gap after what is stored: nothing written, the answer says where to go on.
        if (range.first > stored) return incomplete(reply, stored);

        await writeChunk(request, parts.file(request.tenant, uploadId), range.first, chunkLength);
        const now = (await parts.size(request.tenant, uploadId)) ?? 0;
        if (now < session.size) return incomplete(reply, now);
        return reply.code(200).send(objectResource(await finish(request, uploadId, session)));
      });
    },
  });

  fastify.route({
    ...contractRoute(fastify, cancelUploadContract),
    config: { access: 'public', rateLimit: false },
    handler: async (request, reply) => {
      const { uploadId } = request.params;
      return locks.run(`${request.tenant}/${uploadId}`, async () => {
        const session = await readSession(request.docs, uploadId);
        if (!session || session.driver !== 'fs') throw notFound(request);
        await parts.remove(request.tenant, uploadId);
        // A post's file stored but never added to its event goes too.
        if (session.state === 'stored' && session.purpose !== 'storage')
          await request.files.delete(session.path);
        await deleteSession(request.docs, uploadId);
        return reply.code(CANCELLED_STATUS).send();
      });
    },
  });
  done();
};

export default uploadRoutes;
