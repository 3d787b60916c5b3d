import { isLocale, type Locale, LOCALES } from '@bar/domain/locale';
import { isMetadataFieldName } from '@bar/domain/metadata/fields';
import type { MetaFields } from '@bar/domain/metadata/metadata-import';
import type { DocData, DocumentStore } from '../stores/document-store.js';

/** Far above the page scopes a tenant keeps (a few pages × three locales). */
const PAGE_DOCUMENTS_LIMIT = 3_000;

/**
 * Every metadata document of a tenant, as the served site reads it: the global and site scopes
 * per locale and every page scope (`meta_pages/{routeKey}_{lang}`) — seven reads in all, so the
 * site can resolve any page (and the sitemap every page) from one snapshot.
 */
export interface SiteMetadata {
  global: Partial<Record<Locale, MetaFields>>;
  site: Partial<Record<Locale, MetaFields>>;
  /** routeKey → locale → fields. */
  pages: Record<string, Partial<Record<Locale, MetaFields>>>;
}

/** Text-like values of valid field names only (what the editor could have written). */
function metaFields(data: DocData | null | undefined): MetaFields {
  const fields: MetaFields = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    if (isMetadataFieldName(name) && ['string', 'number', 'boolean'].includes(typeof value))
      fields[name] = String(value);
  }
  return fields;
}

export async function loadSiteMetadata(docs: DocumentStore): Promise<SiteMetadata> {
  const [globals, sites, pageDocs] = await Promise.all([
    Promise.all(LOCALES.map((locale) => docs.get(`meta_global/${locale}`))),
    Promise.all(LOCALES.map((locale) => docs.get(`meta_site/${locale}`))),
    docs.query('meta_pages', { limit: PAGE_DOCUMENTS_LIMIT }),
  ]);
  const result: SiteMetadata = { global: {}, site: {}, pages: {} };
  LOCALES.forEach((locale, i) => {
    result.global[locale] = metaFields(globals[i]);
    result.site[locale] = metaFields(sites[i]);
  });
  for (const { id, data } of pageDocs) {
    const cut = id.lastIndexOf('_');
    const routeKey = id.slice(0, cut);
    const locale = id.slice(cut + 1);
    if (cut > 0 && isLocale(locale)) (result.pages[routeKey] ??= {})[locale] = metaFields(data);
  }
  return result;
}
