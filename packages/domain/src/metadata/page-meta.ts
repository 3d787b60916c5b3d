import { z } from 'zod';
import { type Locale, LOCALES } from '../locale.js';
import { type MetaFields } from './metadata-import.js';

/** Spec §3: the pages of the page-metadata table; `plantilla` is the template for new pages. */
export const PAGE_META_KEYS = ['home', 'menu', 'blog', 'contacto', 'plantilla'] as const;

export const PageMetaKeySchema = z.enum(PAGE_META_KEYS);

const PerLocaleTextSchema = z.object({
  es: z.string().default(''),
  en: z.string().default(''),
  fr: z.string().default(''),
});

/** One row: title and description in es/en/fr, a social image, and noindex. */
export const PageMetaRowSchema = z.object({
  page: PageMetaKeySchema,
  title: PerLocaleTextSchema.prefault({}),
  description: PerLocaleTextSchema.prefault({}),
  /** The social sharing image (absolute URL or site path); empty for none. */
  image: z.string().default(''),
  noindex: z.boolean().default(false),
});

export type PageMetaRow = z.output<typeof PageMetaRowSchema>;

export const PageMetaTableSchema = z.array(PageMetaRowSchema);

/**
 * A row as the metadata fields of one locale (what `meta_pages/{routeKey}_{lang}` holds):
 * title and description, their og: and twitter: twins, the image for both networks, and
 * robots from noindex. Empty texts are left out so they do not hide other scopes' values.
 */
export function pageMetaFields(row: PageMetaRow, locale: Locale): MetaFields {
  const title = row.title[locale];
  const description = row.description[locale];
  const fields: MetaFields = { robots: row.noindex ? 'noindex, nofollow' : 'index, follow' };
  if (title) Object.assign(fields, { title, 'og:title': title, 'twitter:title': title });
  if (description)
    Object.assign(fields, {
      description,
      'og:description': description,
      'twitter:description': description,
    });
  if (row.image)
    Object.assign(fields, {
      'og:image': row.image,
      'twitter:image': row.image,
      'twitter:card': 'summary_large_image',
    });
  return fields;
}

/** Every locale's fields for a row. */
export const pageMetaDocuments = (row: PageMetaRow): Record<Locale, MetaFields> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pageMetaFields(row, locale)])) as Record<
    Locale,
    MetaFields
  >;

/**
 * The metadata a page shows in one locale: global ← site ← page, field by field, later scopes
 * winning; empty texts never hide a value from a wider scope.
 */
export function effectiveMeta(
  ...layers: readonly (Readonly<MetaFields> | null | undefined)[]
): MetaFields {
  const out: MetaFields = {};
  for (const layer of layers) {
    for (const [field, value] of Object.entries(layer ?? {}))
      if (value.trim() !== '') out[field] = value;
  }
  return out;
}
