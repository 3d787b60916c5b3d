import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

type BrandLocale = 'es' | 'en' | 'fr';
const CATALOGUES = { es, en, fr };

/**
 * The catalogue's `common.brand`: a neutral name the shared texts are built with (titles,
 * descriptions read `$t(common.brand)`), in place of any tenant's. Each tenant's own brand name
 * (its branding) replaces it: the web sets it in its catalogue once the tenant's data is in, the
 * API in the head of every page it serves.
 */
export const bundledBrand = (locale: BrandLocale): string => CATALOGUES[locale].common.brand;

/** A text built with the bundled brand, naming the tenant's brand instead. */
export function withTenantBrand(text: string, locale: BrandLocale, brand: string): string {
  const name = brand.trim();
  const bundled = bundledBrand(locale);
  if (!name || name === bundled || !bundled) return text;
  return text.split(bundled).join(name);
}
