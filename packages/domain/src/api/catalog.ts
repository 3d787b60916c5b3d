import { z } from 'zod';
import { AgentIdSchema } from '../ai-agent.js';
import {
  CatalogItemIdSchema,
  CatalogItemInputSchema,
  CatalogItemSchema,
  CatalogKindSchema,
  CatalogOrderSchema,
  CatalogVariantSchema,
} from '../catalog/schema.js';
import type { MenuView } from '../catalog/menu-view.js';
import { defineContract } from './contract.js';

// The AI agent's catalogue (products and services) as the back office edits it: every item,
// inactive ones too, in the staff's order. Staff only.

export const CatalogListParamsSchema = z.object({
  agentId: AgentIdSchema,
  kind: CatalogKindSchema,
});
export const CatalogItemParamsSchema = CatalogListParamsSchema.extend({ id: CatalogItemIdSchema });

export const CatalogListSchema = z.object({ items: z.array(CatalogItemSchema) });
export type CatalogList = z.infer<typeof CatalogListSchema>;

/** An uploaded picture: the original's URL and its webp variants, saved with the item. */
export const CatalogImageSchema = z.object({
  photoUrl: z.string(),
  photoResized: z.array(CatalogVariantSchema),
});
export type CatalogImage = z.infer<typeof CatalogImageSchema>;

const TAGS = ['admin', 'catalog'] as const;

/** GET /api/admin/ai-agents/:agentId/catalog/:kind — every item, inactive ones too, in order. */
export const listCatalogContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind',
  summary: 'The agent’s products or services',
  tags: TAGS,
  params: CatalogListParamsSchema,
  response: CatalogListSchema,
  errors: [400, 404],
});

/** POST /api/admin/ai-agents/:agentId/catalog/:kind — a new item, last in its list (201). */
export const createCatalogItemContract = defineContract({
  method: 'POST',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind',
  summary: 'Add a product or service',
  tags: TAGS,
  params: CatalogListParamsSchema,
  body: CatalogItemInputSchema,
  status: 201,
  response: CatalogItemSchema,
  errors: [400, 404, 409],
});

/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/:id — replaces the item's fields. */
export const updateCatalogItemContract = defineContract({
  method: 'PUT',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind/:id',
  summary: 'Edit a product or service',
  tags: TAGS,
  params: CatalogItemParamsSchema,
  body: CatalogItemInputSchema,
  response: CatalogItemSchema,
  errors: [400, 404],
});

/** DELETE /api/admin/ai-agents/:agentId/catalog/:kind/:id — the item, then its uploaded pictures. */
export const deleteCatalogItemContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind/:id',
  summary: 'Delete a product or service',
  tags: TAGS,
  params: CatalogItemParamsSchema,
  status: 204,
  response: z.null(),
  errors: [400, 404],
});

/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/order — `{ ids }` first to last (drag and drop). */
export const reorderCatalogContract = defineContract({
  method: 'PUT',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind/order',
  summary: 'Reorder products or services',
  tags: TAGS,
  params: CatalogListParamsSchema,
  body: CatalogOrderSchema,
  response: CatalogListSchema,
  errors: [400, 404],
});

/** POST /api/admin/ai-agents/:agentId/catalog/:kind/images — multipart, field `file` (201). */
export const uploadCatalogImageContract = defineContract({
  method: 'POST',
  path: '/api/admin/ai-agents/:agentId/catalog/:kind/images',
  summary: 'Upload a product or service picture (multipart, field "file")',
  tags: TAGS,
  params: CatalogListParamsSchema,
  status: 201,
  response: CatalogImageSchema,
  errors: [400, 404, 413, 415],
});

export const MenuQuerySchema = z.object({ locale: z.enum(['es', 'en', 'fr']).default('es') });

const MenuItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  amount: z.number().nullable(),
  image: z.object({ src: z.string(), srcset: z.string() }).nullable(),
  videoUrl: z.string(),
  gallery: z.array(z.string()),
});

/** The guest menu as `buildMenuView` makes it (its TypeScript type is `MenuView`, checked below). */
export const MenuViewSchema = z.object({
  locale: z.enum(['es', 'en', 'fr']),
  currency: z.string(),
  sections: z.array(
    z.object({
      category: z.enum(['food', 'liquor', 'cocktail', 'michelada']),
      subsections: z.array(
        z.object({ key: z.string(), title: z.string(), items: z.array(MenuItemViewSchema) }),
      ),
    }),
  ),
});
// The schema and the zod-free type the web reads must describe the same answer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const menuViewMatches: Same<z.infer<typeof MenuViewSchema>, MenuView> = true;
void menuViewMatches;

/**
 * GET /api/menu?locale= — the guest menu: active products available today by tab and
 * subcategory, texts in the locale, prices formatted in the tenant's currency.
 */
export const getMenuContract = defineContract({
  method: 'GET',
  path: '/api/menu',
  summary: 'The guest menu in a language',
  tags: ['menu'],
  query: MenuQuerySchema,
  response: MenuViewSchema,
  errors: [400],
});
