import { z } from 'zod';
import { defineContract } from './contract.js';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  tenant: z.string(),
  version: z.string(),
});
export const ReadySchema = z.object({ status: z.literal('ready'), store: z.string() });

/** GET /api/health — liveness: the process answers (with the tenant its host maps to). */
export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness',
  tags: ['ops'],
  response: HealthSchema,
  errors: [],
});

/** GET /api/ready — readiness: the document store answers; 503 NOT_READY when it does not. */
export const readyContract = defineContract({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the store is reachable',
  tags: ['ops'],
  response: ReadySchema,
  errors: [503],
});

export const TasksRunSchema = z.object({
  /** Queued messages whose delivery this call tried (each claimed first: sent once overall). */
  mailTried: z.number().int().nonnegative(),
  /** Abandoned upload sessions (past their lifetime) forgotten, with their unfinished bytes. */
  uploadsSwept: z.number().int().nonnegative(),
  /** The tenants whose queue was looked at. */
  tenants: z.number().int().nonnegative(),
});

/**
 * POST /api/tasks/run — the background work that must happen without guests' requests (mail
 * retries), called by Cloud Scheduler with the `x-tasks-token` header (TASKS_TOKEN); 404 while
 * TASKS_TOKEN is not set, 403 for another token. Safe from several instances at once.
 */
export const runTasksContract = defineContract({
  method: 'POST',
  path: '/api/tasks/run',
  summary: 'Run the background work (Cloud Scheduler)',
  tags: ['ops'],
  response: TasksRunSchema,
  errors: [403, 404],
});
