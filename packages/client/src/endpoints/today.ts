import type { adminTodayContract } from '@bar/domain/api/today';
import { endpoint } from '../endpoint';

export type { AdminToday, RatingWindow } from '@bar/domain/api/today';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/today') : undefined;

/** GET /api/admin/today — the landing's summary of the day (staff). */
export const getAdminToday = endpoint<typeof adminTodayContract>(
  'GET /api/admin/today',
  contracts?.then((m) => m.adminTodayContract),
);
