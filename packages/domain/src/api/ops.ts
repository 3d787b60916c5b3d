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
