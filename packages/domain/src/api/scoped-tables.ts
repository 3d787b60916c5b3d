import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { RouteKeySchema } from '../i18n/route-keys.js';
import { OrderIdsSchema, OrderKeySchema, SaveOrderBodySchema } from '../i18n/schema.js';
import { ScopeSchema } from '../i18n/scopes.js';
import { defineContract } from './contract.js';

// What the metadata (SEO) and translation editors' calls share: one scope (global, site or a
// page) is a table of field or id → locale → text, stored per locale, with a saved row order.

export const ScopeParamsSchema = z.object({ scope: ScopeSchema });
export const OrderParamsSchema = z.object({ key: OrderKeySchema });

// The queries are strict: an unknown parameter (`?locale=de`) is a 400, never ignored while the
// write lands somewhere the caller did not mean.
export const RouteKeyQuerySchema = z
  .object({
    routeKey: RouteKeySchema.default('home').describe('Route key of the page scope (default home)'),
  })
  .strict();
export const PageQuerySchema = z
  .object({
    page: RouteKeySchema.optional().describe(
      'Route key of the page scope (normalised, e.g. kiosk-encuesta)',
    ),
  })
  .strict();

export const LocaleTextsSchema = z.record(
  z.string(),
  z.partialRecord(ContentLocaleSchema, z.string()),
);

/** A table's saved row order; a missing list is `[]`. */
export const RowOrderSchema = z.object({ key: OrderKeySchema, ids: OrderIdsSchema });
export type RowOrder = z.infer<typeof RowOrderSchema>;
const SavedRowOrderSchema = RowOrderSchema.extend({ ok: z.literal(true) });

/** The GET contract of a table's row order at `path`. */
export const rowOrderGetContract = <const P extends `/api/admin/${'meta' | 'i18n'}/order/:key`>(
  path: P,
  tag: string,
) =>
  defineContract({
    method: 'GET',
    path,
    summary: 'Load a saved row order',
    tags: [tag],
    params: OrderParamsSchema,
    response: RowOrderSchema,
    errors: [400],
  });
/** The PUT contract of a table's row order at `path`. */
export const rowOrderPutContract = <const P extends `/api/admin/${'meta' | 'i18n'}/order/:key`>(
  path: P,
  tag: string,
) =>
  defineContract({
    method: 'PUT',
    path,
    summary: 'Save a row order (replaces the list)',
    tags: [tag],
    params: OrderParamsSchema,
    body: SaveOrderBodySchema,
    response: SavedRowOrderSchema,
    errors: [400, 413],
  });
