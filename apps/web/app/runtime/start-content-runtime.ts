import type { Locale } from '@bar/i18n';
import type { i18n } from 'i18next';
import { startSiteData } from '../features/site-data/start-site-data';
import { startTenantI18n } from '../features/tenant-i18n/start-tenant-i18n';

/** Loaded lazily after first paint: the tenant's data and translations, side by side. */
export async function startContentRuntime(
  locale: Locale,
  instance: i18n,
  onTextsChanged: () => void,
): Promise<void> {
  await Promise.allSettled([
    startSiteData(locale),
    startTenantI18n(locale, instance, onTextsChanged),
  ]);
}
