import { getI18nDictionary } from '@bar/client/get-i18n-dictionary';
import { applyTenantDictionary, type Locale, loadTenantDictionary } from '@bar/i18n';
import type { i18n } from 'i18next';
import { startTransition } from 'react';

/**
 * The tenant's translations over the bundled catalogue of this page's instance (short language,
 * then full locale). Runs after hydration, so the prerendered text and the first client render
 * match; on failure the bundled texts stay (silent).
 */
export async function startTenantI18n(locale: Locale, instance: i18n): Promise<void> {
  const dictionary = await loadTenantDictionary(locale, (lang) => getI18nDictionary(lang));
  // Every translated component re-renders: as a transition, in slices, not one long task.
  startTransition(() => {
    applyTenantDictionary(instance, locale, dictionary);
  });
}
