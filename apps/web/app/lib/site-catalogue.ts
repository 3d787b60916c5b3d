import { DEFAULT_LOCALE, loadTextGroups, localeFromPath, registerCatalogueSource } from '@bar/i18n';
import { isTextGroup, TEXT_GROUPS, type TextGroup } from '@bar/i18n/text-groups';
import { routeTexts, source } from 'virtual:site-texts';

// The site's texts come in chunks: each language's core, and each page group with the pages
// that read it (site-texts-plugin.ts). Imported for its effect before any catalogue loads.
registerCatalogueSource(source);

/** The groups the matched routes need, in catalogue order. */
export function textGroupsOf(routeIds: readonly string[]): TextGroup[] {
  const wanted = new Set<string>(routeIds.flatMap((id) => routeTexts[id] ?? []));
  return TEXT_GROUPS.filter((group) => wanted.has(group));
}

/** The groups a prerendered page names on its <html data-texts> (the Layout writes it). */
export function textGroupsOfPage(root: HTMLElement): TextGroup[] {
  return (root.dataset.texts ?? '').split(' ').filter(isTextGroup);
}

/**
 * A route module's groups, loaded before the module finishes loading: the build makes each route
 * module await this first (site-texts-plugin.ts), and the router loads a page's module before it
 * changes the address, so a client navigation shows the new page and its address together, with
 * its texts. The page's language is the current one (a switch of language loads its own in the
 * root layout). A failed load lets the module load: the layout tries again.
 *
 * @public Imported by the module site-texts-plugin.ts writes for each route, which no scan sees.
 */
export async function routeTextsReady(routeId: string): Promise<void> {
  const groups = routeTexts[routeId];
  if (!groups || typeof window === 'undefined') return;
  const locale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
  await loadTextGroups(locale, groups)?.catch(() => undefined);
}
