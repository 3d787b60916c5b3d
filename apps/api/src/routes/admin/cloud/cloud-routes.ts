import { Readable } from 'node:stream';
import {
  CLOUD_EXPORT_MAX_ROWS,
  exportCloudContract,
  listCloudExportsContract,
  listCloudRowsContract,
} from '@bar/domain/api/cloud';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute, staffContractRoute } from '../../../lib/http/contract-route.js';
import { csvLine } from '../../../lib/http/csv.js';
import {
  cloudColumns,
  listCloudExports,
  logCloudExport,
  readCloudRows,
} from '../../../repositories/cloud.js';
import { tenantTimeZone } from '../../../repositories/events.js';
import { actorOf } from '../access/shared.js';

/** An instant as the restaurant reads it: `2026-11-25 15:30` in its time zone. */
const localTime = (iso: string | null, timeZone: string): string => {
  if (!iso || !iso.includes('T')) return iso ?? '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/**
 * The cloud tab (staff): a collection's documents in a date range, the same as CSV (streamed,
 * times in the tenant's zone, each export logged with who and when), and the export log.
 */
const cloudRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listCloudRowsContract),
    handler: async (request) => {
      const { collection } = request.params;
      const { from, to, limit } = request.query;
      const timeZone = await tenantTimeZone(request.docs);
      const { rows, truncated } = await readCloudRows(
        request.docs,
        collection,
        { from, to },
        limit,
        timeZone,
      );
      return { collection, timeZone, columns: cloudColumns(rows), rows, truncated };
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, exportCloudContract),
    handler: async (request, reply) => {
      const { collection } = request.params;
      const { from, to } = request.query;
      const timeZone = await tenantTimeZone(request.docs);
      const { rows } = await readCloudRows(
        request.docs,
        collection,
        { from, to },
        CLOUD_EXPORT_MAX_ROWS,
        timeZone,
      );
      const columns = cloudColumns(rows);
      await logCloudExport(request.docs, {
        collection,
        by: actorOf(request),
        at: new Date().toISOString(),
        rows: rows.length,
        from: from ?? '',
        to: to ?? '',
      });
      request.log.info({ collection, rows: rows.length }, 'cloud export by staff');
      function* lines() {
        yield csvLine(['id', `at (${timeZone})`, ...columns]);
        for (const row of rows) {
          yield csvLine([row.id, localTime(row.at, timeZone), ...columns.map((c) => row.data[c])]);
        }
      }
      const name = `${collection}${from ? `-${from}` : ''}${to ? `-${to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(lines()));
    },
  });

  fastify.route({
    ...contractRoute(fastify, listCloudExportsContract),
    handler: async (request) => {
      return { exports: await listCloudExports(request.docs) };
    },
  });
  done();
};

export default cloudRoutes;
