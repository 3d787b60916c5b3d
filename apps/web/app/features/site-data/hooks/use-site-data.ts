import type { SiteBranding } from '../site-branding';
import { useSiteData } from '../site-data-store';

export { useSiteData };

/** The tenant's branding as the site shows it; null until loaded. */
export function useBranding(): SiteBranding | null {
  return useSiteData()?.branding ?? null;
}
