import { formatPrice, menuSections } from './rules.js';
import type { ProductCategory } from './categories.js';
import type { CatalogItem, CatalogLocale } from './schema.js';

/** The menu card picture's `sizes`: one column on a phone, three across from 48rem. */
export const MENU_IMAGE_SIZES = '(min-width: 48rem) 18rem, 90vw';

/** Intl locales the prices are written in: the business is in Canada. */
const PRICE_LOCALES: Record<CatalogLocale, string> = { es: 'es-MX', en: 'en-CA', fr: 'fr-CA' };

export interface MenuViewItem {
  id: string;
  name: string;
  description: string;
  /** Formatted in the tenant's currency for the page's locale; '' without a price. */
  price: string;
  /** The number behind `price` (schema.org offers). */
  amount: number | null;
  image: { src: string; srcset: string } | null;
  videoUrl: string;
  gallery: string[];
}

export interface MenuViewSection {
  category: ProductCategory;
  subsections: { key: string; title: string; items: MenuViewItem[] }[];
}

/** What the menu page renders: the same object in the served HTML's JSON block and GET /api/menu. */
export interface MenuView {
  locale: CatalogLocale;
  currency: string;
  sections: MenuViewSection[];
}

const srcSet = (variants: { width: number; url: string }[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** The guest menu of a locale from the catalogue's products (see `menuSections`). */
export function buildMenuView(
  products: CatalogItem[],
  locale: CatalogLocale,
  currency: string,
): MenuView {
  return {
    locale,
    currency,
    sections: menuSections(products, locale).map((section) => ({
      category: section.category,
      subsections: section.subsections.map((subsection) => ({
        key: subsection.key,
        title: subsection.title,
        items: subsection.items.map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          price: formatPrice(item.price, PRICE_LOCALES[locale], currency),
          amount: item.price,
          image: item.photoUrl
            ? {
                src: item.photoResized[0]?.url ?? item.photoUrl,
                srcset: srcSet(item.photoResized),
              }
            : null,
          videoUrl: item.videoUrl,
          gallery: item.gallery,
        })),
      })),
    })),
  };
}

/** Items with a video or a gallery open a detail dialog. */
export const hasMenuDetail = (item: MenuViewItem) =>
  Boolean(item.videoUrl) || item.gallery.length > 0;

/** schema.org Menu / MenuSection / MenuItem of the menu, for an application/ld+json block. */
export function menuJsonLd(
  view: MenuView,
  brand: string,
  url: string,
  tabNames: Record<ProductCategory, string>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: brand,
    url,
    inLanguage: view.locale,
    hasMenuSection: view.sections
      .filter((section) => section.subsections.length > 0)
      .map((section) => ({
        '@type': 'MenuSection',
        name: tabNames[section.category],
        hasMenuItem: section.subsections.flatMap((subsection) =>
          subsection.items.map((item) => ({
            '@type': 'MenuItem',
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
            ...(item.image ? { image: item.image.src } : {}),
            ...(item.amount === null
              ? {}
              : {
                  offers: {
                    '@type': 'Offer',
                    price: item.amount.toFixed(2),
                    priceCurrency: view.currency,
                  },
                }),
          })),
        ),
      })),
  };
}
