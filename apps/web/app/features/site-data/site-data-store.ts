import type { BssEffective } from '@bar/client/get-bss-effective';
import type { Locale } from '@bar/i18n';
import { transitionStore } from '../../lib/transition-store';
import type { SiteBranding } from './site-branding';

// The tenant's data once the content runtime has it. Kept outside React (and out of the lazy
// runtime chunk) so any component can read it; null while prerendering, hydrating or loading.

export type SiteData = { locale: Locale; bss: BssEffective; branding: SiteBranding };

const store = transitionStore<SiteData>();

export const getSiteData = store.get;
export const setSiteData = store.set;

/** The tenant's branding, settings and styles; null until loaded (and while prerendering). */
export const useSiteData = (): SiteData | null => store.useValue();
