import type {
  createCatalogItemContract,
  deleteCatalogItemContract,
  getMenuContract,
  listCatalogContract,
  reorderCatalogContract,
  updateCatalogItemContract,
} from '@bar/domain/api/catalog';
import { endpoint } from '../endpoint';

export type { MenuView, MenuViewItem } from '@bar/domain/catalog/menu-view';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/catalog') : undefined;

/** GET /api/admin/ai-agents/:agentId/catalog/:kind — every item, in order (staff). */
export const listCatalog = endpoint<typeof listCatalogContract>(
  'GET /api/admin/ai-agents/:agentId/catalog/:kind',
  contracts?.then((m) => m.listCatalogContract),
);
/** POST /api/admin/ai-agents/:agentId/catalog/:kind — adds an item (staff). */
export const createCatalogItem = endpoint<typeof createCatalogItemContract>(
  'POST /api/admin/ai-agents/:agentId/catalog/:kind',
  contracts?.then((m) => m.createCatalogItemContract),
);
/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/:id — edits an item (staff). */
export const updateCatalogItem = endpoint<typeof updateCatalogItemContract>(
  'PUT /api/admin/ai-agents/:agentId/catalog/:kind/:id',
  contracts?.then((m) => m.updateCatalogItemContract),
);
/** DELETE /api/admin/ai-agents/:agentId/catalog/:kind/:id — deletes an item (staff). */
export const deleteCatalogItem = endpoint<typeof deleteCatalogItemContract>(
  'DELETE /api/admin/ai-agents/:agentId/catalog/:kind/:id',
  contracts?.then((m) => m.deleteCatalogItemContract),
);
/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/order — reorders a section (staff). */
export const reorderCatalog = endpoint<typeof reorderCatalogContract>(
  'PUT /api/admin/ai-agents/:agentId/catalog/:kind/order',
  contracts?.then((m) => m.reorderCatalogContract),
);

/** GET /api/menu?locale= — the guest menu in a language (active products available today). */
export const getMenu = endpoint<typeof getMenuContract>(
  'GET /api/menu',
  contracts?.then((m) => m.getMenuContract),
);
