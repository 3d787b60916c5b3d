import type { i18n as I18n } from 'i18next';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import { UI_NAMESPACE } from './ui-i18n';

/** The three UI catalogues at once: for prerendering (every language) and tests only. */
export const uiMessages = { es, en, fr } as const;

/** Adds every language's UI texts to `i18n` (once). */
export function registerUiMessages(i18n: I18n): I18n {
  for (const [locale, messages] of Object.entries(uiMessages)) {
    if (!i18n.hasResourceBundle(locale, UI_NAMESPACE)) {
      i18n.addResourceBundle(locale, UI_NAMESPACE, messages, true, false);
    }
  }
  return i18n;
}
