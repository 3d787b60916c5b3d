import { z } from 'zod';
import { ClientConfigSchema } from '../client-config.js';
import { RoleSchema } from '../roles.js';
import { defineContract } from './contract.js';

export const RoleAnswerSchema = z.object({ role: RoleSchema });

/**
 * GET /api/acl/role — the caller's role on the request's tenant. The token is optional: no
 * token, an anonymous guest or a token that does not verify all answer `anon`. Never cached.
 */
export const getRoleContract = defineContract({
  method: 'GET',
  path: '/api/acl/role',
  summary: 'The caller’s role (anon, user, admin or superadmin)',
  tags: ['auth'],
  response: RoleAnswerSchema,
  errors: [],
});

/** GET /api/client-config — what a browser needs to start the identity SDK; nothing secret. */
export const getClientConfigContract = defineContract({
  method: 'GET',
  path: '/api/client-config',
  summary: 'Public browser configuration',
  tags: ['public'],
  response: ClientConfigSchema,
  errors: [],
});
