import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import { buildMenuView, type MenuView } from '@bar/domain/catalog/menu-view';
import { compareCatalogItems, currencyOrDefault } from '@bar/domain/catalog/rules';
import {
  CATALOG_MAX_ITEMS,
  type CatalogItem,
  type CatalogItemDraft,
  catalogItemFromStored,
  type CatalogKind,
  type CatalogLocale,
} from '@bar/domain/catalog/schema';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { newId } from './events.js';

/*
 * The AI agent's catalogue: ai_agents/{agentId}/catalog_products and
 * ai_agents/{agentId}/catalog_services, one document per item. createdAt and updatedAt are epoch
 * milliseconds (§3). The menu, the PDF menu and the assistant read it through this module.
 */
export const catalogCollection = (agentId: string, kind: CatalogKind) =>
  `ai_agents/${agentId}/catalog_${kind}`;

export const catalogItemPath = (agentId: string, kind: CatalogKind, id: string) =>
  `${catalogCollection(agentId, kind)}/${id}`;

/** Every item of one list, in the staff's order (inactive ones included). */
export async function listCatalog(
  docs: DocumentStore,
  kind: CatalogKind,
  agentId: string = DEFAULT_AGENT_ID,
): Promise<CatalogItem[]> {
  const snapshots = await docs.query(catalogCollection(agentId, kind), {
    limit: CATALOG_MAX_ITEMS,
  });
  return snapshots
    .flatMap((snapshot) => catalogItemFromStored(snapshot.id, snapshot.data) ?? [])
    .sort(compareCatalogItems);
}

/** The products and services the guests may see (active ones), for the menu and the assistant. */
export async function readActiveCatalog(
  docs: DocumentStore,
  agentId: string = DEFAULT_AGENT_ID,
): Promise<{ products: CatalogItem[]; services: CatalogItem[] }> {
  const [products, services] = await Promise.all([
    listCatalog(docs, 'products', agentId),
    listCatalog(docs, 'services', agentId),
  ]);
  return {
    products: products.filter((item) => item.active),
    services: services.filter((item) => item.active),
  };
}

/** A new item, placed last in its list; the full list refuses more (409 for the caller). */
export async function createCatalogItem(
  docs: DocumentStore,
  kind: CatalogKind,
  draft: CatalogItemDraft,
  agentId: string = DEFAULT_AGENT_ID,
  now = Date.now(),
): Promise<CatalogItem | 'full'> {
  const existing = await listCatalog(docs, kind, agentId);
  if (existing.length >= CATALOG_MAX_ITEMS) return 'full';
  const order = existing.reduce((max, item) => Math.max(max, item.order + 1), 0);
  const item: CatalogItem = {
    ...draftFor(kind, draft),
    id: newId(),
    order,
    createdAt: now,
    updatedAt: now,
  };
  const { id, ...data } = item;
  await docs.set(catalogItemPath(agentId, kind, id), data);
  return item;
}

/** One item as stored; null when it does not exist. */
export async function readCatalogItem(
  docs: DocumentStore,
  kind: CatalogKind,
  id: string,
  agentId: string = DEFAULT_AGENT_ID,
): Promise<CatalogItem | null> {
  return catalogItemFromStored(id, await docs.get(catalogItemPath(agentId, kind, id)));
}

/** Replaces an item's fields (keeps id, order and createdAt); null when it does not exist. */
export async function updateCatalogItem(
  docs: DocumentStore,
  kind: CatalogKind,
  id: string,
  draft: CatalogItemDraft,
  agentId: string = DEFAULT_AGENT_ID,
  now = Date.now(),
): Promise<CatalogItem | null> {
  const path = catalogItemPath(agentId, kind, id);
  return docs.transaction(async (tx) => {
    const current = catalogItemFromStored(id, await tx.get(path));
    if (!current) return null;
    const item: CatalogItem = {
      ...draftFor(kind, draft),
      id,
      order: current.order,
      createdAt: current.createdAt,
      updatedAt: Math.max(now, current.createdAt),
    };
    const { id: _id, ...data } = item;
    tx.set(path, data);
    return item;
  });
}

/** Deletes an item; false when there was none. */
export async function deleteCatalogItem(
  docs: DocumentStore,
  kind: CatalogKind,
  id: string,
  agentId: string = DEFAULT_AGENT_ID,
): Promise<CatalogItem | null> {
  const path = catalogItemPath(agentId, kind, id);
  const current = catalogItemFromStored(id, await docs.get(path));
  if (!current) return null;
  await docs.delete(path);
  return current;
}

/**
 * Puts the named items in this order (one section's drag-and-drop result): they take the order
 * positions they held between them, so other sections keep theirs. 'unknown' when an id is not
 * in the list (nothing written).
 */
export async function reorderCatalog(
  docs: DocumentStore,
  kind: CatalogKind,
  ids: string[],
  agentId: string = DEFAULT_AGENT_ID,
  now = Date.now(),
): Promise<CatalogItem[] | 'unknown'> {
  const items = await listCatalog(docs, kind, agentId);
  const byId = new Map(items.map((item) => [item.id, item]));
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length || unique.some((id) => !byId.has(id))) return 'unknown';
  const moved = unique.map((id) => byId.get(id)!);
  // The slots the moved items occupy, made distinct when older items share one order value.
  const slots = moved.map((item) => items.indexOf(item)).sort((a, b) => a - b);
  const ops: WriteOp[] = [];
  const reordered = [...items];
  slots.forEach((slot, index) => {
    reordered[slot] = moved[index]!;
  });
  reordered.forEach((item, index) => {
    if (item.order === index) return;
    item.order = index;
    ops.push({
      type: 'update',
      path: catalogItemPath(agentId, kind, item.id),
      data: { order: index, updatedAt: now },
    });
    item.updatedAt = now;
  });
  for (let start = 0; start < ops.length; start += 450)
    await docs.batch(ops.slice(start, start + 450));
  return reordered;
}

/** Services carry no menu category. */
const draftFor = (kind: CatalogKind, draft: CatalogItemDraft): CatalogItemDraft =>
  kind === 'services' ? { ...draft, category: '' } : draft;

/** The tenant's menu currency: `settings/default.currency` (ISO 4217), CAD otherwise. */
export async function tenantCurrency(docs: DocumentStore): Promise<string> {
  const settings = await docs.get('settings/default');
  return currencyOrDefault(settings?.currency);
}

/** The guest menu of the default agent's products in a locale. */
export async function readMenuView(docs: DocumentStore, locale: CatalogLocale): Promise<MenuView> {
  const [products, currency] = await Promise.all([
    listCatalog(docs, 'products'),
    tenantCurrency(docs),
  ]);
  return buildMenuView(products, locale, currency);
}
