import type { JsonObject } from '@bar/domain/merge';
import { versionContracts } from '@bar/domain/api/versions';
import type { VersionArea } from '@bar/domain/versions/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import type { Locale } from '@bar/domain/locale';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { listVersions, readVersion, recordVersion } from '../../../repositories/versions.js';
import type { DocumentStore } from '../../../stores/document-store.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

export type VersionRoutesOptions = {
  area: VersionArea;
  /** Checks a document key of this area ('' = the area's one document); false → 400. */
  isDoc?: (doc: string) => boolean;
  /**
   * Writes a version's data back as the stored document. Throws the area's 400 when the data
   * no longer validates; answers what is stored afterwards (recorded as the new version).
   */
  restore: (
    docs: DocumentStore,
    doc: string,
    data: JsonObject,
    request: FastifyRequest,
  ) => Promise<JsonObject | null>;
};

/**
 * An area's version history, registered under `<area>/versions` (callable by whoever the area admits):
 *   GET  /versions?doc=               the newest 50 versions (who, when, what changed)
 *   GET  /versions/:id?doc=           one version with its stored document (for the diff)
 *   POST /versions/:id/restore?doc=   writes that document back and records a new version
 */
const versionRoutes: FastifyPluginCallbackZod<VersionRoutesOptions> = (fastify, opts, done) => {
  const { area, isDoc = (doc: string) => doc === '' } = opts;
  const badDoc = (locale: Locale) =>
    fastify.httpErrors.createError(400, errorMessage('VALIDATION_ERROR', locale), {
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'doc', code: 'invalid_value', message: 'unknown document' }],
    });
  const notFound = (locale: Locale) =>
    fastify.httpErrors.createError(404, errorMessage('NOT_FOUND', locale), { code: 'NOT_FOUND' });

  const contracts = versionContracts(area);

  fastify.route({
    ...staffContractRoute(fastify, contracts.list),
    handler: async (request) => {
      const { doc } = request.query;
      if (!isDoc(doc)) throw badDoc(requestLocale(request));
      return { versions: await listVersions(request.docs, area, doc) };
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, contracts.get),
    handler: async (request) => {
      const { doc } = request.query;
      const locale = requestLocale(request);
      if (!isDoc(doc)) throw badDoc(locale);
      const version = await readVersion(request.docs, area, doc, request.params.id);
      if (!version) throw notFound(locale);
      return version;
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, contracts.restore),
    handler: async (request) => {
      const { doc } = request.query;
      const locale = requestLocale(request);
      if (!isDoc(doc)) throw badDoc(locale);
      const version = await readVersion(request.docs, area, doc, request.params.id);
      if (!version) throw notFound(locale);
      const stored = await opts.restore(request.docs, doc, version.data, request);
      return recordVersion(request.docs, {
        area,
        doc,
        by: request.identity?.email ?? null,
        data: stored,
        restoredFrom: version.id,
      });
    },
  });
  done();
};

export default versionRoutes;
