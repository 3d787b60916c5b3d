import { AgentIdSchema } from '@bar/domain/ai-agent';
import { CatalogItemIdSchema, CatalogKindSchema } from '@bar/domain/catalog/schema';
import { z } from 'zod';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';

export const CatalogListParamsSchema = z.object({
  agentId: AgentIdSchema,
  kind: CatalogKindSchema,
});
export const CatalogItemParamsSchema = CatalogListParamsSchema.extend({ id: CatalogItemIdSchema });

/** What every staff route of this folder declares besides its own schemas. */
export const staffRoute = { tags: ['admin', 'catalog'], security: bearerSecurity };
export const errorResponses = { 400: ErrorBodySchema, 404: ErrorBodySchema, ...authErrorResponses };
