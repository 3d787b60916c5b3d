// The module site-texts-plugin.ts writes at build time: the loaders of the site's catalogue
// chunks, and each route module's page groups.
declare module 'virtual:site-texts' {
  import type { CatalogueSource } from '@bar/i18n/locale-i18n';
  import type { PageTextGroup } from '@bar/i18n/text-groups';

  export const source: CatalogueSource;
  /** Route id -> the page groups its modules name (routes naming none are left out). */
  export const routeTexts: Readonly<Record<string, readonly PageTextGroup[]>>;
}
