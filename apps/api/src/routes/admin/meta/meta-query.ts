import { LocaleListSchema } from '@bar/domain/i18n/schema';
import { RouteKeySchema } from '@bar/domain/i18n/route-keys';
import { z } from 'zod';

// Strict: an unknown parameter (`?locale=de`) is a 400, never ignored.
export const RouteKeyQuerySchema = z
  .object({
    routeKey: RouteKeySchema.default('home').describe('Route key of the page scope (default home)'),
  })
  .strict();

export const MetaLoadQuerySchema = RouteKeyQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();
