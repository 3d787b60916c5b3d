import type { Locale } from '@bar/i18n';
import { yieldToMain } from '@bar/client/yield-to-main';
import type { BssEffective } from '@bar/client/get-bss-effective';
import { loadBssEffective } from './api/load-bss-effective';
import { applySiteTheme } from './apply-site-theme';
import { agreesWithServed, servedSite } from './served-agreement';
import { readSiteBranding } from './site-branding';
import { setSiteData } from './site-data-store';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the tenant's branding, settings and styles (cached per locale) and applies them: the
 * branding, then the theme, each in a task of its own (with the read's parsing before them, one
 * task on a phone's CPU was over 50 ms and blocked taps). `onLoaded` gets the data as it is
 * stored.
 */
export async function startSiteData(
  locale: Locale,
  { onLoaded }: { onLoaded?: (bss: BssEffective) => void } = {},
): Promise<void> {
  const bss = await loadBssEffective(locale, {
    host: window.location.host,
    storage: sessionStorageOrNull(),
    now: Date.now,
    // A copy from before staff changed the branding is read anew: the page was served with the
    // new data, and the old would come back over it.
    agreesWithPage: (cached) => agreesWithServed(cached, servedSite(locale)),
  });
  if (!bss) return; // Silent (spec §8): the bundled texts and the seed theme stay.
  await yieldToMain();
  setSiteData({ locale, bss, branding: readSiteBranding(bss.branding) });
  // In the same task, so what the caller derives from it renders with it.
  onLoaded?.(bss);
  await yieldToMain();
  applySiteTheme(bss);
}
