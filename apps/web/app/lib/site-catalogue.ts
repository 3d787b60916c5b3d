import { registerCatalogueSource } from '@bar/i18n';
import { isPageTextGroup, PAGE_TEXT_GROUPS, type PageTextGroup } from '@bar/i18n/text-groups';
import { routeTexts, source } from 'virtual:site-texts';

// The site's texts come in chunks: each language's core, and each page group with the pages
// that read it (site-texts-plugin.ts). Imported for its effect before any catalogue loads.
registerCatalogueSource(source);

/** The page groups the matched routes need, in catalogue order. */
export function textGroupsOf(routeIds: readonly string[]): PageTextGroup[] {
  const wanted = new Set(routeIds.flatMap((id) => routeTexts[id] ?? []));
  return PAGE_TEXT_GROUPS.filter((group) => wanted.has(group));
}

/** The page groups a prerendered page names on its <html data-texts> (the Layout writes it). */
export function textGroupsOfPage(root: HTMLElement): PageTextGroup[] {
  return (root.dataset.texts ?? '').split(' ').filter(isPageTextGroup);
}
