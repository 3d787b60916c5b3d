import type { BssEffective } from '@bar/client/get-bss-effective';
import type { Locale } from '@bar/i18n';
import type { SiteBranding } from './site-branding';

// The tenant's data once the content runtime has it. Kept outside React (and out of the lazy
// runtime chunk) so any component can read it; null while prerendering, hydrating or loading.

export type SiteData = { locale: Locale; bss: BssEffective; branding: SiteBranding };

let current: SiteData | null = null;
const listeners = new Set<() => void>();

export function getSiteData(): SiteData | null {
  return current;
}

export function setSiteData(data: SiteData): void {
  current = data;
  for (const listener of listeners) listener();
}

export function subscribeSiteData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
