import { getI18nDictionary } from '@bar/client/get-i18n-dictionary';
import { applyTenantDictionary, type Locale, loadTenantDictionary } from '@bar/i18n';
import type { i18n } from '@bar/i18n/lite/i18next';
import { yieldToMain } from '@bar/client/yield-to-main';

/**
 * The tenant's translations over the bundled catalogue of this page's instance (short language,
 * then full locale). Runs after hydration, so the prerendered text and the first client render
 * match; on failure the bundled texts stay (silent).
 *
 * The texts go into the store silently and `onTextsChanged` re-renders: react-i18next would
 * re-render every translated component synchronously on the store's event (one long task on a
 * phone); the root re-renders them as a transition instead, in slices (root.tsx).
 */
export async function startTenantI18n(
  locale: Locale,
  instance: i18n,
  onTextsChanged: () => void,
): Promise<void> {
  const dictionary = await loadTenantDictionary(locale, (lang) => getI18nDictionary(lang));
  // Comparing the texts with the catalogue is a task of its own, not the read's.
  await yieldToMain();
  const changed = applyTenantDictionary(instance, locale, dictionary, 'translation', {
    silent: true,
  });
  if (Object.keys(changed).length > 0) onTextsChanged();
}
