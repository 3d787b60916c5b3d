import { z } from 'zod';
import { isIsoDate } from '../events/dates.js';
import { defineContract } from './contract.js';

/** The collections staff can query in the cloud tab, by their name in the panel. */
export const CLOUD_COLLECTIONS = [
  'reservations',
  'surveys',
  'eventFeedback',
  'subscribers',
  'leads',
  'orders',
  'events',
  'products',
  'services',
] as const;
export type CloudCollection = (typeof CLOUD_COLLECTIONS)[number];

export const CLOUD_MAX_ROWS = 1000;
/** What one CSV export reads at most. */
export const CLOUD_EXPORT_MAX_ROWS = 10_000;

const Day = z.string().refine(isIsoDate, 'cloud.errors.date');

export const CloudParamsSchema = z.object({ collection: z.enum(CLOUD_COLLECTIONS) });

/** A date range in the tenant's time zone (both days included); either end may be open. */
export const CloudQuerySchema = z
  .object({
    from: Day.optional(),
    to: Day.optional(),
    limit: z.coerce.number().int().min(1).max(CLOUD_MAX_ROWS).default(500),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'cloud.errors.range',
  });
export type CloudQuery = z.infer<typeof CloudQuerySchema>;

export const CloudRowSchema = z.object({
  id: z.string(),
  /** The row's time (ISO-8601), or its day for events; null when the document has none. */
  at: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type CloudRow = z.infer<typeof CloudRowSchema>;

export const CloudAnswerSchema = z.object({
  collection: z.enum(CLOUD_COLLECTIONS),
  timeZone: z.string(),
  /** Every top-level field found in the rows, alphabetically. */
  columns: z.array(z.string()),
  rows: z.array(CloudRowSchema),
  /** More rows matched than `limit`: narrow the range, or export the CSV. */
  truncated: z.boolean(),
});
export type CloudAnswer = z.infer<typeof CloudAnswerSchema>;

export const CloudExportLogSchema = z.object({
  id: z.string(),
  collection: z.string(),
  by: z.string(),
  at: z.string(),
  rows: z.number(),
  from: z.string(),
  to: z.string(),
});
export type CloudExportLog = z.infer<typeof CloudExportLogSchema>;

/**
 * GET /api/admin/cloud/:collection?from=&to=&limit= — a collection's documents in a date range,
 * newest first (staff; personal data included). The CSV of the whole result is
 * `GET /api/admin/cloud/:collection/export.csv` with the same range, streamed and logged.
 */
export const listCloudRowsContract = defineContract({
  method: 'GET',
  path: '/api/admin/cloud/:collection',
  summary: "A collection's documents in a date range",
  tags: ['admin'],
  params: CloudParamsSchema,
  query: CloudQuerySchema,
  response: CloudAnswerSchema,
  errors: [400],
});

/**
 * GET /api/admin/cloud/:collection/export.csv?from=&to= — the same range as CSV, streamed as a
 * download, every export logged with who, when and how many rows (staff).
 */
export const exportCloudContract = defineContract({
  method: 'GET',
  path: '/api/admin/cloud/:collection/export.csv',
  summary: "A collection's documents in a date range, as CSV",
  tags: ['admin'],
  params: CloudParamsSchema,
  query: CloudQuerySchema,
  produces: 'text/csv',
  response: z.unknown().describe('CSV, one header row (id, time in the tenant zone, fields)'),
  errors: [400],
});

/** GET /api/admin/cloud-exports — the latest CSV exports: who, when, what (staff). */
export const listCloudExportsContract = defineContract({
  method: 'GET',
  path: '/api/admin/cloud-exports',
  summary: 'The latest CSV exports',
  tags: ['admin'],
  response: z.object({ exports: z.array(CloudExportLogSchema) }),
  errors: [],
});
