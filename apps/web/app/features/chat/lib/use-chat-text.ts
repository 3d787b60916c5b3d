import { type Locale, loadLocaleI18n } from '@bar/i18n';
import { loadChatMessages } from '@bar/i18n/messages/chat/index';
import type { i18n } from '@bar/i18n/lite/i18next';
import { useEffect, useState } from 'react';

const loaded = new Map<Locale, Promise<i18n>>();

/**
 * The language's i18next instance with the chat catalogue (`chat.*`) added to it. Silently: the
 * widget reads it through its own fixed `t` once this resolves, and the store's `added` event
 * would re-render every translated component of the page at once (react-i18next subscribes with
 * useSyncExternalStore, so that render cannot be split), a long task right after load.
 */
export function chatI18n(locale: Locale): Promise<i18n> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = Promise.all([loadLocaleI18n(locale), loadChatMessages(locale)]).then(
      ([instance, messages]) => {
        instance.addResourceBundle(locale, 'translation', { chat: messages }, true, false, {
          silent: true,
        });
        return instance;
      },
    );
    loaded.set(locale, promise);
  }
  return promise;
}

export type ChatText = (id: string, values?: Record<string, unknown>) => string;

/** The chat's texts in the conversation's language (null until its catalogue has loaded). */
export function useChatText(locale: Locale): ChatText | null {
  const [ready, setReady] = useState<{ locale: Locale; instance: i18n } | null>(null);
  useEffect(() => {
    let live = true;
    void chatI18n(locale).then((instance) => {
      if (live) setReady({ locale, instance });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  if (!ready) return null;
  const fixed = ready.instance.getFixedT(ready.locale);
  return (id, values) => fixed(`chat.${id}`, values);
}
