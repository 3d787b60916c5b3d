import { useSyncExternalStore } from 'react';
import type { SiteBranding } from '../site-branding';
import { getSiteData, type SiteData, subscribeSiteData } from '../site-data-store';

/** The tenant's branding, settings and styles; null until loaded (and while prerendering). */
export function useSiteData(): SiteData | null {
  return useSyncExternalStore(subscribeSiteData, getSiteData, () => null);
}

/** The tenant's branding as the site shows it; null until loaded. */
export function useBranding(): SiteBranding | null {
  return useSiteData()?.branding ?? null;
}
