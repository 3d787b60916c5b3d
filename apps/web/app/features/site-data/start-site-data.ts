import type { Locale } from '@bar/i18n';
import { loadBssEffective } from './api/load-bss-effective';
import { applySiteTheme } from './apply-site-theme';
import { readSiteBranding } from './site-branding';
import { setSiteData } from './site-data-store';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Loads the tenant's branding, settings and styles (cached per locale) and applies them. */
export async function startSiteData(locale: Locale): Promise<void> {
  const bss = await loadBssEffective(locale, {
    host: window.location.host,
    storage: sessionStorageOrNull(),
    now: Date.now,
  });
  if (!bss) return; // Silent (spec §8): the bundled texts and the seed theme stay.
  setSiteData({ locale, bss, branding: readSiteBranding(bss.branding) });
  applySiteTheme(bss);
}
