// The module site-texts-plugin.ts writes at build time: the loader of the site's catalogue
// parts, and each route module's groups.
declare module 'virtual:site-texts' {
  import type { Locale } from '@bar/i18n';
  import type { CatalogueSource } from '@bar/i18n/locale-i18n';
  import type { TextGroup } from '@bar/i18n/text-groups';

  export const source: CatalogueSource;
  /** The shared components' `ui` texts of a language, but their groups. */
  export const uiCore: (locale: Locale) => Promise<Record<string, unknown>>;
  /** Route id -> the groups its modules name (routes naming none are left out). */
  export const routeTexts: Readonly<Record<string, readonly TextGroup[]>>;
}
