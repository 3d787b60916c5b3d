import { commaList, priceOrNull } from '@bar/domain/catalog/rules';
import type { CatalogItem, CatalogItemInput, CatalogLocale } from '@bar/domain/catalog/schema';
import { z } from 'zod';

/** The edit form's fields: lists and price as typed (the save rules turn them into values). */
export const CatalogFormSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  options: z.string(),
  features: z.string(),
  category: z.enum(['', 'food', 'liquor', 'cocktail', 'michelada']),
  subcategory: z.string(),
  nameEn: z.string(),
  descriptionEn: z.string(),
  nameFr: z.string(),
  descriptionFr: z.string(),
  videoUrl: z.string(),
  active: z.boolean(),
  availableToday: z.boolean(),
});
export type CatalogFormValues = z.infer<typeof CatalogFormSchema>;

export function formValues(item: CatalogItem | null): CatalogFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item?.price === null || item?.price === undefined ? '' : String(item.price),
    options: item?.options.join(', ') ?? '',
    features: item?.features.join(', ') ?? '',
    category: item?.category ?? '',
    subcategory: item?.subcategory ?? '',
    nameEn: item?.translations.en?.name ?? '',
    descriptionEn: item?.translations.en?.description ?? '',
    nameFr: item?.translations.fr?.name ?? '',
    descriptionFr: item?.translations.fr?.description ?? '',
    videoUrl: item?.videoUrl ?? '',
    active: item?.active ?? true,
    availableToday: item?.availableToday ?? true,
  };
}

/**
 * The body to save, or null when nothing may be saved: §5, the name must be non-empty after
 * trimming (then nothing is saved and no message shows). Price null when not a finite number;
 * options and features trimmed with empties dropped.
 */
export function toInput(
  values: CatalogFormValues,
  keep: Pick<CatalogItem, 'photoUrl' | 'photoResized' | 'gallery' | 'translations'> | null,
): CatalogItemInput | null {
  const name = values.name.trim();
  if (!name) return null;
  return {
    name,
    description: values.description.trim(),
    price: priceOrNull(values.price),
    photoUrl: keep?.photoUrl ?? '',
    photoResized: keep?.photoResized ?? [],
    options: commaList(values.options),
    features: commaList(values.features),
    active: values.active,
    category: values.category,
    subcategory: values.subcategory.trim(),
    translations: {
      ...keep?.translations,
      en: {
        ...keep?.translations.en,
        name: values.nameEn.trim(),
        description: values.descriptionEn.trim(),
        subcategory: keep?.translations.en?.subcategory ?? '',
      },
      fr: {
        ...keep?.translations.fr,
        name: values.nameFr.trim(),
        description: values.descriptionFr.trim(),
        subcategory: keep?.translations.fr?.subcategory ?? '',
      },
    },
    videoUrl: values.videoUrl.trim(),
    gallery: keep?.gallery ?? [],
    availableToday: values.availableToday,
  };
}

/** One section of the list: a category (products) and a subcategory, with their items. */
type CatalogSection = {
  key: string;
  category: CatalogItem['category'];
  /** The subcategory as stored (the section's identity) and its text in `locale`. */
  subcategory: string;
  items: CatalogItem[];
};

/**
 * Items by section: products by category then subcategory, services all in one. A section's
 * subcategory reads in the panel's language (its translation, else the stored text).
 */
export function catalogSections(items: CatalogItem[], locale: CatalogLocale): CatalogSection[] {
  const sections: CatalogSection[] = [];
  for (const item of items) {
    const key = [item.category, item.subcategory].filter(Boolean).join('/');
    let section = sections.find((entry) => entry.key === key);
    if (!section) {
      section = {
        key,
        category: item.category,
        subcategory: item.translations[locale]?.subcategory || item.subcategory,
        items: [],
      };
      sections.push(section);
    }
    section.items.push(item);
  }
  return sections;
}
