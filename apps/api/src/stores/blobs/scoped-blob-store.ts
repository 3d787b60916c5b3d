import { badRequest } from '../errors.js';
import { checkTenant, join, pathSegments, unscope } from '../paths.js';
import type { BlobBackend } from './blob-backend.js';
import type { BlobMetadata, BlobStore, ListOptions } from './blob-store.js';
import { inspectUpload } from './upload-inspect.js';

/** Scoped stores kept for reuse (the oldest made goes first beyond this). */
export const MAX_SCOPED_TENANTS = 256;

const customKey = /^[\w.-]{1,128}$/;

/** The one implementation of the BlobStore port over any backend: paths checked and scoped. */
export function createBlobStore(backend: BlobBackend, scope = ''): BlobStore {
  const tenants = new Map<string, BlobStore>();
  const name = (path: string) => join(scope, pathSegments(path).join('/'));
  const local = (meta: BlobMetadata): BlobMetadata => ({
    ...meta,
    fullPath: unscope(scope, meta.fullPath),
  });
  const listOptions = (options: ListOptions) => {
    const maxResults = options.maxResults ?? 1000;
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000) {
      throw badRequest('maxResults must be an integer from 1 to 1000');
    }
    const prefix = options.prefix ?? '';
    if (
      prefix &&
      (prefix.startsWith('/') || prefix.split('/').some((part) => part === '..' || part === '.'))
    ) {
      throw badRequest(`Invalid prefix "${prefix}"`);
    }
    if (options.delimiter !== undefined && options.delimiter.length !== 1)
      throw badRequest('delimiter must be one character');
    if (options.pageToken !== undefined && !/^[\w-]{1,1024}$/.test(options.pageToken))
      throw badRequest('Invalid pageToken');
    return {
      prefix: scope ? `${scope}/${prefix}` : prefix,
      maxResults,
      delimiter: options.delimiter,
      pageToken: options.pageToken,
    };
  };

  return {
    driver: backend.driver,
    scope,
    ping: async () => backend.ping?.(),
    async put(path, body, options = {}) {
      for (const key of Object.keys(options.customMetadata ?? {})) {
        if (!customKey.test(key)) throw badRequest(`Invalid metadata key "${key}"`);
      }
      const target = name(path);
      return local(
        await backend.put(target, await inspectUpload(path, body, options.contentType), options),
      );
    },
    async get(path, range) {
      const read = await backend.get(name(path), range);
      return read && { ...read, metadata: local(read.metadata) };
    },
    async head(path) {
      const meta = await backend.head(name(path));
      return meta && local(meta);
    },
    delete: async (path) => backend.delete(name(path)),
    async updateMetadata(path, patch) {
      for (const key of Object.keys(patch.customMetadata ?? {})) {
        if (!customKey.test(key)) throw badRequest(`Invalid metadata key "${key}"`);
      }
      const meta = await backend.updateMetadata(name(path), patch);
      return meta && local(meta);
    },
    async list(options = {}) {
      const result = await backend.list(listOptions(options));
      return {
        items: result.items.map(local),
        prefixes: result.prefixes.map((prefix) => unscope(scope, prefix)),
        ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
      };
    },
    async createResumableSession(path, options) {
      return backend.createResumableSession
        ? backend.createResumableSession(name(path), options)
        : null;
    },
    publicUrl: (path) => `/api/media/${pathSegments(path).map(encodeURIComponent).join('/')}`,
    forTenant(tenant) {
      if (scope) throw new Error('forTenant() is only available on the root store');
      let scoped = tenants.get(tenant);
      if (!scoped) {
        scoped = createBlobStore(backend, `tenants/${checkTenant(tenant)}`);
        tenants.set(tenant, scoped);
        // Bounded: a caller naming tenants (`?tenant=`) cannot grow it. The stores hold no
        // state, so a dropped one is simply made again.
        if (tenants.size > MAX_SCOPED_TENANTS) tenants.delete(tenants.keys().next().value!);
      }
      return scoped;
    },
  };
}
