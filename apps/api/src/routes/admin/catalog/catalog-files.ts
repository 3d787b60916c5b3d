import type { CatalogItem, CatalogKind } from '@bar/domain/catalog/schema';
import { mediaPath } from '../../../lib/media/media-path.js';

/** Stored under Agents/{agentId}/catalog/{products|services}/images/. */
export const catalogImagePrefix = (agentId: string, kind: CatalogKind) =>
  `Agents/${agentId}/catalog/${kind}/images/`;

/** The storage path behind one of our media URLs when it is this list's own picture. */
function ownPath(url: string, prefix: string): string | null {
  const path = mediaPath(url);
  return path?.startsWith(prefix) ? path : null;
}

/** The uploaded files an item points at (photo and its variants), to delete with it. */
export function ownCatalogPaths(item: CatalogItem, agentId: string, kind: CatalogKind): string[] {
  const prefix = catalogImagePrefix(agentId, kind);
  const urls = [item.photoUrl, ...item.photoResized.map((variant) => variant.url)];
  return [...new Set(urls.flatMap((url) => ownPath(url, prefix) ?? []))];
}
