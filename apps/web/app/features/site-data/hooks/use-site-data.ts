import { startTransition, useEffect, useState } from 'react';
import type { SiteBranding } from '../site-branding';
import { getSiteData, type SiteData, subscribeSiteData } from '../site-data-store';

/** The tenant's branding, settings and styles; null until loaded (and while prerendering). */
export function useSiteData(): SiteData | null {
  // Null on the first render (as prerendered), then the store's value. Not
  // useSyncExternalStore: its updates render synchronously, and the tenant's data re-renders the
  // header and footer; a transition lets React do that in slices after hydration.
  const [data, setData] = useState<SiteData | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setData(getSiteData()));
    update();
    return subscribeSiteData(update);
  }, []);
  return data;
}

/** The tenant's branding as the site shows it; null until loaded. */
export function useBranding(): SiteBranding | null {
  return useSiteData()?.branding ?? null;
}
