import { type ChatConfig, getChatConfig } from '@bar/client/endpoints/assistant';
import type { Locale } from '@bar/i18n';
import { useEffect, useState } from 'react';

const loaded = new Map<Locale, Promise<ChatConfig | null>>();

/**
 * The widget's setup in one language (GET /api/ai-chat/config), once per page load and language.
 * A failed read is null: the widget then keeps its own texts and defaults.
 */
export function chatConfig(locale: Locale): Promise<ChatConfig | null> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = getChatConfig({ query: { locale } }, { locale }).catch(() => null);
    loaded.set(locale, promise);
  }
  return promise;
}

export type ChatConfigState =
  { status: 'loading' } | { status: 'ready'; config: ChatConfig | null };

/** The setup of the conversation's language; the previous language's while the next one loads. */
export function useChatConfig(locale: Locale): ChatConfigState {
  const [state, setState] = useState<ChatConfigState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void chatConfig(locale).then((config) => {
      if (live) setState({ status: 'ready', config });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
