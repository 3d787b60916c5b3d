import { PRODUCT_CATEGORIES, type ProductCategory } from './categories.js';
import type { CatalogItem, CatalogLocale } from './schema.js';

/** §5: a comma list as typed in the form, trimmed, empties dropped ("a, ,b" → ["a", "b"]). */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** §5: the price field's text as stored: a finite number, else null. */
export function priceOrNull(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** Lists sort by the staff's order, then by creation (stable for items never moved). */
export const compareCatalogItems = (a: CatalogItem, b: CatalogItem) =>
  a.order - b.order || a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** An item's name and description in a locale, its own text where the translation is empty. */
export function localizedItem(item: CatalogItem, locale: CatalogLocale) {
  const translation = item.translations[locale];
  return {
    name: translation?.name || item.name,
    description: translation?.description || item.description,
    subcategory: translation?.subcategory || item.subcategory,
  };
}

export interface MenuEntry {
  id: string;
  name: string;
  description: string;
  price: number | null;
  photoUrl: string;
  photoResized: { width: number; url: string }[];
  videoUrl: string;
  gallery: string[];
  options: string[];
  features: string[];
}

export interface MenuSubsection {
  /** The stored subcategory ('' for the items without one), and its text in the locale. */
  key: string;
  title: string;
  items: MenuEntry[];
}

export interface MenuSection {
  category: ProductCategory;
  subsections: MenuSubsection[];
}

/**
 * The guest menu: active products available today, by tab (food, liquor, cocktail, michelada,
 * always all four so an empty tab can say so) and within a tab by subcategory in the order of its
 * first item, texts in the page's locale. A product without a category counts as food.
 */
export function menuSections(products: CatalogItem[], locale: CatalogLocale): MenuSection[] {
  const shown = products.filter((item) => item.active && item.availableToday);
  shown.sort(compareCatalogItems);
  return PRODUCT_CATEGORIES.map((category) => {
    const subsections: MenuSubsection[] = [];
    for (const item of shown) {
      if ((item.category || 'food') !== category) continue;
      const { subcategory, ...texts } = localizedItem(item, locale);
      let subsection = subsections.find((entry) => entry.key === item.subcategory);
      if (!subsection) {
        subsection = { key: item.subcategory, title: subcategory, items: [] };
        subsections.push(subsection);
      }
      subsection.items.push({
        id: item.id,
        ...texts,
        price: item.price,
        photoUrl: item.photoUrl,
        photoResized: item.photoResized,
        videoUrl: item.videoUrl,
        gallery: item.gallery,
        options: item.options,
        features: item.features,
      });
    }
    return { category, subsections };
  });
}

/** A price in the tenant's currency for a locale ("14,50 $", "$14.50"); '' without a price. */
export function formatPrice(price: number | null, locale: string, currency: string): string {
  if (price === null) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);
  } catch {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(price);
  }
}

/** The business is in Ontario: prices are Canadian dollars unless settings name another currency. */
export const DEFAULT_CURRENCY = 'CAD';

/** `settings/default.currency` when it is an ISO 4217 code Intl knows, else CAD. */
export function currencyOrDefault(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) return DEFAULT_CURRENCY;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: value.toUpperCase() });
    return value.toUpperCase();
  } catch {
    return DEFAULT_CURRENCY;
  }
}
