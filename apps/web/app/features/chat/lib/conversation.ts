import type { ChatBooking } from '@bar/domain/assistant/wire';
import type { Locale } from '@bar/i18n';

export interface ChatMessage {
  id: number;
  from: 'user' | 'bot';
  text: string;
  /** A failure shown as a bot message with a warning sign. */
  failed?: boolean;
}

export interface Conversation {
  open: boolean;
  lang: Locale | null;
  messages: ChatMessage[];
  typing: boolean;
  /** The lead form is offered (an unanswered question, or the agent asks for contact). */
  leadOffered: boolean;
  leadSent: boolean;
  /** The booking the assistant is putting together: sent back with the next message. */
  booking: ChatBooking | null;
}

const KEY = 'bar-chat';
const EMPTY: Conversation = {
  open: false,
  lang: null,
  messages: [],
  typing: false,
  leadOffered: false,
  leadSent: false,
  booking: null,
};

function restore(): Conversation {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Conversation> | null;
    return saved ? { ...EMPTY, ...saved, typing: false } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: Conversation | null = null;
const listeners = new Set<() => void>();

/**
 * The conversation lives outside React (a module store, kept in sessionStorage): it survives the
 * navigation between the site's pages, a change of language and a reload in the same tab.
 */
const get = (): Conversation => (state ??= restore());

export const conversationStore = {
  get,
  update: (change: (current: Conversation) => Conversation) => {
    state = change(get());
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ ...state, typing: false }));
    } catch {
      // storage full or disabled: the conversation still lives for this page
    }
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

let nextId = Date.now();
export const messageId = () => ++nextId;
