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
 *
 * `brand` (the tenant's brand name, read when the dictionary is in) goes over the dictionary's
 * `common.brand` in the same step: a dictionary that still names the brand as it was before
 * staff renamed it would otherwise show the old name for a render, over a page served with the
 * new one (React's hydration error #418 where part of the page was still hydrating).
 */
export async function startTenantI18n(
  locale: Locale,
  instance: i18n,
  onTextsChanged: () => void,
  brand: () => string | undefined = () => undefined,
): Promise<void> {
  const loaded = await loadTenantDictionary(locale, (lang) => getI18nDictionary(lang));
  const name = brand();
  const dictionary = name ? { ...loaded, 'common.brand': name } : loaded;
  // Comparing the texts with the catalogue is a task of its own, not the read's.
  await yieldToMain();
  const changed = applyTenantDictionary(instance, locale, dictionary, 'translation', {
    silent: true,
  });
  if (Object.keys(changed).length > 0) onTextsChanged();
}
