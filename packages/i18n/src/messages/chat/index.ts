import type { MessageTree } from '../../flatten-messages';
import type { Locale } from '../../locales';

/**
 * The chat widget's catalogue (`chat.*`), one chunk per language loaded with the widget, so the
 * site's first-load catalogue does not carry texts a guest only sees after opening the chat.
 */
const loaders: Record<Locale, () => Promise<{ default: MessageTree }>> = {
  es: () => import('./es.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};

export const loadChatMessages = async (locale: Locale): Promise<MessageTree> =>
  (await loaders[locale]()).default;
