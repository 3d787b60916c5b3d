import type { BssEffective } from '@bar/client/get-bss-effective';
import type { HeadBlock } from '@bar/domain/site/served-blocks';
import type { Locale } from '@bar/i18n';
import { readServedData, SERVED_DATA_IDS } from '../../lib/served-data';
import { servedBrand } from '../../lib/served-texts';
import { readSiteBranding } from './site-branding';

/** What the served page says about the tenant's data it was made with. */
export type ServedSite = {
  /** The `updatedAt` of the branding, settings and styles the API served the page with. */
  updatedAt?: string;
  /** The brand name the API wrote into the page's texts. */
  brand?: string;
};

/** Read off this page's served blocks, when the API wrote them in this locale. */
export function servedSite(locale: Locale): ServedSite {
  const head = readServedData<HeadBlock>(SERVED_DATA_IDS.head);
  const updatedAt =
    head?.locale === locale && typeof head.siteUpdatedAt === 'string'
      ? head.siteUpdatedAt
      : undefined;
  return { updatedAt, brand: servedBrand(locale) };
}

/**
 * Whether a session copy of GET /api/bss-effective may dress this page: a copy of another
 * change than the page's (staff saved a logo, a colour, a flag since) is read again, so the
 * page never shows the old one over the new; without a stamp, the brand name decides.
 */
export function agreesWithServed(cached: BssEffective, served: ServedSite): boolean {
  if (served.updatedAt !== undefined) return cached.updatedAt === served.updatedAt;
  return served.brand === undefined || readSiteBranding(cached.branding).brandName === served.brand;
}
