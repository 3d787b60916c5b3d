import type { Locale } from '@bar/i18n/locales';
import type { i18n as I18n } from 'i18next';
import { registerUiMessages } from '@bar/ui/i18n/ui-messages';
import { createAdminI18n } from '../lib/i18n';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

/** The three catalogues at once, for tests. */
export const adminMessages = { es, en, fr } as const;

const instances = new Map<Locale, I18n>();

/** The admin's real instance for `locale`, synchronously (tests import every catalogue). */
export function adminI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = registerUiMessages(createAdminI18n(locale, adminMessages[locale]));
    instances.set(locale, instance);
  }
  return instance;
}
