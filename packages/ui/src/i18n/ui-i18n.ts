import { createInstance, type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

/**
 * The shared components keep their own catalogue under the i18next namespace 'ui', so an app
 * only has to provide its i18next instance (react-i18next) and the language it runs in.
 */
export const UI_NAMESPACE = 'ui';
export const uiMessages = { es, en, fr } as const;
export type UiLocale = keyof typeof uiMessages;

export function registerUiMessages(i18n: I18n): void {
  for (const [locale, messages] of Object.entries(uiMessages)) {
    if (!i18n.hasResourceBundle(locale, UI_NAMESPACE)) {
      i18n.addResourceBundle(locale, UI_NAMESPACE, messages, true, false);
    }
  }
}

let standalone: I18n | undefined;

/** Used only when the app has not set up react-i18next: Spanish, the product's default. */
function standaloneInstance(): I18n {
  if (!standalone) {
    standalone = createInstance();
    void standalone.init({
      lng: 'es',
      fallbackLng: 'es',
      ns: [UI_NAMESPACE],
      defaultNS: UI_NAMESPACE,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    registerUiMessages(standalone);
  }
  return standalone;
}

export function useUiTranslation() {
  const { i18n: appI18n } = useTranslation();
  const i18n = typeof appI18n?.addResourceBundle === 'function' ? appI18n : standaloneInstance();
  registerUiMessages(i18n);
  return useTranslation(UI_NAMESPACE, { i18n, useSuspense: false });
}
