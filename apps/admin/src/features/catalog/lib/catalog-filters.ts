import type { CatalogItem } from '@bar/domain/catalog/schema';
import { matchesSearch, searchWords } from '../../../components/list-tools/use-list-view';

/**
 * The catalogue list's view: the tab (products or services), the menu category (products only)
 * and whether an item is offered today, besides the search.
 */
export const CATALOG_FILTER_DEFAULTS = { kind: 'products', category: 'all', today: 'all' };
export type CatalogFilters = typeof CATALOG_FILTER_DEFAULTS;

/**
 * The items a view shows, in the list's order: the search looks in the name in every language
 * (accents and case ignored, "cafe" finds "Café"); "today" is `yes` (available today) or `no`.
 */
export function filterCatalog(
  items: readonly CatalogItem[],
  q: string,
  filters: Pick<CatalogFilters, 'category' | 'today'>,
): CatalogItem[] {
  const words = searchWords(q);
  return items.filter(
    (item) =>
      (filters.category === 'all' || item.category === filters.category) &&
      (filters.today === 'all' || item.availableToday === (filters.today === 'yes')) &&
      matchesSearch(words, [item.name, item.translations.en?.name, item.translations.fr?.name]),
  );
}
