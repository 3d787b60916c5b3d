import {
  exportSubscribersContract,
  listSubscribersContract,
  removeSubscriberContract,
} from '@bar/domain/api/subscribers';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute, staffContractRoute } from '../../../lib/http/contract-route.js';
import { csvField } from '../../../lib/http/csv.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { listSubscribers, removeSubscriber } from '../../../repositories/subscribers.js';

const CSV_COLUMNS = [
  'email',
  'name',
  'phone',
  'locale',
  'state',
  'createdAt',
  'confirmedAt',
  'unsubscribedAt',
  'consentAt',
  'consentPage',
] as const;

/**
 * GET /api/admin/subscribers?state= — the mailing list (staff); GET
 * /api/admin/subscribers/export.csv — the same as CSV (with the consent's date and page);
 * DELETE /api/admin/subscribers/:id — erase one.
 */
const listSubscribersRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const read = async (docs: Parameters<typeof listSubscribers>[0], state?: string) =>
    (await listSubscribers(docs)).filter((s) => !state || s.state === state);

  fastify.route({
    ...contractRoute(fastify, listSubscribersContract),
    handler: async (request) => {
      return { subscribers: await read(request.docs, request.query.state) };
    },
  });

  fastify.route({
    ...contractRoute(fastify, removeSubscriberContract),
    handler: async (request) => {
      if (!(await removeSubscriber(request.docs, request.params.id)))
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      request.log.info({ subscriberId: request.params.id }, 'subscriber erased by staff');
      return { subscribers: await read(request.docs) };
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, exportSubscribersContract),
    handler: async (request, reply) => {
      const rows = (await read(request.docs, request.query.state)).map((s) =>
        [
          s.email,
          s.name,
          s.phone,
          s.locale,
          s.state,
          s.createdAt,
          s.confirmedAt,
          s.unsubscribedAt,
          s.consent.at,
          s.consent.page,
        ]
          .map(csvField)
          .join(','),
      );
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"');
      return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
    },
  });
  done();
};

export default listSubscribersRoute;
