import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { SIZE_LIMITS } from '../../stores/blobs/upload-inspect.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** From @fastify/multipart: whether the body is multipart/form-data. */
    isMultipart(): boolean;
    /** From @fastify/multipart: the first file part, streamed (https://github.com/fastify/fastify-multipart#usage). */
    file(options?: { limits?: MultipartLimits }): Promise<MultipartFile | undefined>;
  }
}

export interface MultipartLimits {
  fileSize?: number;
  files?: number;
  fields?: number;
  parts?: number;
  fieldSize?: number;
}

export interface MultipartFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: NodeJS.ReadableStream & AsyncIterable<Buffer> & { truncated: boolean; resume(): void };
}

// @fastify/multipart decorates `request.files` (an iterator of parts), the name our stores
// plugin gives the tenant's blob store. Its type declarations would clash with ours, so it is
// loaded untyped, and its `files` decorator is registered as `multipartFiles` instead; the few
// members the routes use are typed above.
const multipart = createRequire(import.meta.url)('@fastify/multipart') as FastifyPluginCallback<
  Record<string, unknown>
>;

/** Multipart uploads: one file per request, at most the largest blob kind (video); per-kind limits are the blob store's. */
export default fp(
  (fastify, _opts, done) => {
    const decorateRequest = fastify.decorateRequest.bind(fastify);
    const shim = Object.create(fastify) as FastifyInstance;
    shim.decorateRequest = ((name: string, value: unknown, deps?: string[]) =>
      decorateRequest(
        name === 'files' ? 'multipartFiles' : name,
        value,
        deps,
      )) as FastifyInstance['decorateRequest'];
    multipart(
      shim,
      {
        limits: { fileSize: SIZE_LIMITS.video, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
      },
      done,
    );
  },
  { name: 'multipart', fastify: '5.x' },
);
