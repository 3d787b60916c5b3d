import { applyTenantDictionary, type Locale } from '@bar/i18n';
import type { i18n } from '@bar/i18n/lite/i18next';
import { getSiteData } from '../features/site-data/site-data-store';
import { yieldToMain } from '@bar/client/yield-to-main';
import { setFrameData } from '../features/layout/frame-store';
import { readFrameData } from '../features/layout/read-frame-data';
import { startSiteData } from '../features/site-data/start-site-data';
import { startTenantI18n } from '../features/tenant-i18n/start-tenant-i18n';
import { servedBrand } from '../lib/served-texts';

/**
 * The tenant's brand name (its branding) becomes the catalogue's `common.brand`, which every
 * shared text that names the place reads (titles, descriptions, the footers), so no tenant
 * shows another's name. Returns whether a text changed.
 */
export function applyTenantBrand(locale: Locale, instance: i18n): boolean {
  const brand = getSiteData()?.branding.brandName?.trim();
  if (!brand) return false;
  const changed = applyTenantDictionary(
    instance,
    locale,
    { 'common.brand': brand },
    'translation',
    {
      silent: true,
    },
  );
  return Object.keys(changed).length > 0;
}

/** Loaded lazily after first paint: the tenant's data and translations, side by side. */
export async function startContentRuntime(
  locale: Locale,
  instance: i18n,
  onTextsChanged: () => void,
): Promise<void> {
  await Promise.allSettled([
    startSiteData(locale, {
      onLoaded: (bss) => setFrameData(readFrameData(bss.branding, bss.settings)),
    }),
    // The brand as the tenant's data names it, else as the page was served with it.
    startTenantI18n(
      locale,
      instance,
      onTextsChanged,
      () => getSiteData()?.branding.brandName?.trim() || servedBrand(locale),
    ),
  ]);
  // After the tenant's translations: the brand comes from its branding, whatever they say.
  await yieldToMain();
  if (applyTenantBrand(locale, instance)) onTextsChanged();
}
