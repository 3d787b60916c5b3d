import { guessLanguage } from '@bar/domain/assistant/language';
import type { Locale } from '@bar/i18n';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { postAiChat } from '../api/post-ai-chat';
import { type Conversation, conversationStore, messageId } from '../lib/conversation';
import { flushOnPageExit, flushTelemetry, recordTelemetry } from '../lib/telemetry';
import { useChatConfig } from '../lib/use-chat-config';
import { useChatText } from '../lib/use-chat-text';
import '../chat.css';
import { ChatInput } from './chat-input';
import { LeadForm } from './lead-form';
import { MessageList } from './message-list';

const append = (
  conversation: Conversation,
  change: Partial<Conversation>,
  ...texts: Conversation['messages']
) => ({
  ...conversation,
  ...change,
  messages: [...conversation.messages, ...texts],
});

/**
 * The AI chat widget: a floating button and a panel with the conversation, the
 * optional lead form and the input. Keyboard and screen-reader complete: focus goes into the
 * panel and back to the button, Escape closes, new replies are read out (role=log). It follows
 * the AI agent tab's setup (GET /api/ai-chat/config): no button at all while the assistant is
 * switched off, the agent's name and greeting, the lead form from the start when the agent asks
 * for contact.
 */
export default function ChatWidget({ locale }: { locale: Locale }) {
  const conversation = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.get,
    conversationStore.get,
  );
  const lang = conversation.lang ?? locale;
  const say = useChatText(lang);
  const setup = useChatConfig(lang);
  const config = setup.status === 'ready' ? setup.config : null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const titleId = useId();
  const wasOpen = useRef(conversation.open);

  useEffect(() => flushOnPageExit(), []);
  useEffect(() => {
    if (conversation.open && !wasOpen.current) inputRef.current?.focus();
    if (!conversation.open && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = conversation.open;
  }, [conversation.open]);

  const setOpen = (open: boolean) => {
    conversationStore.update((current) => ({ ...current, open }));
    if (!open) flushTelemetry();
  };

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || !say) return;
      const current = conversationStore.get();
      const asked = guessLanguage(question, current.lang ?? locale);
      conversationStore.update((c) =>
        append(c, { typing: true, lang: asked }, { id: messageId(), from: 'user', text: question }),
      );
      const started = performance.now();
      const outcome = await postAiChat(question, asked, current.booking);
      const latency = Math.round(performance.now() - started);
      if (outcome.ok) {
        const { body } = outcome;
        const reply = body.reply ?? body.message ?? '';
        conversationStore.update((c) =>
          append(
            c,
            {
              typing: false,
              lang: body.locale ?? asked,
              leadOffered: c.leadOffered || body.offerLead === true,
              // The booking under way goes on with the draft the answer carries, or ends.
              booking: body.booking ?? null,
            },
            { id: messageId(), from: 'bot', text: reply },
          ),
        );
        recordTelemetry({
          kind: 'free',
          topic: body.topic ?? 'unknown',
          ok: true,
          latency,
          status: outcome.status,
          tokensIn: body.usage?.prompt_tokens ?? 0,
          tokensOut: body.usage?.completion_tokens ?? 0,
          ts: Date.now(),
          ...(body.topic === 'unknown' ? { question: question.slice(0, 500) } : {}),
          ...(body.source === 'fallback' ? { fallback: true } : {}),
        });
      } else {
        const reason =
          outcome.error ??
          (outcome.status ? say('httpError', { status: outcome.status }) : say('networkError'));
        conversationStore.update((c) =>
          append(
            c,
            // A draft the server refused (400) is dropped, so the next message starts afresh.
            { typing: false, ...(outcome.status === 400 && { booking: null }) },
            { id: messageId(), from: 'bot', text: reason, failed: true },
          ),
        );
        recordTelemetry({
          kind: 'free',
          topic: 'unknown',
          ok: false,
          latency,
          status: outcome.status,
          tokensIn: 0,
          tokensOut: 0,
          ts: Date.now(),
        });
      }
    },
    [locale, say],
  );

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  // Nothing until the texts and the setup are known; nothing at all with the assistant off.
  if (!say || setup.status === 'loading' || config?.enabled === false) return null;
  const showLeadForm =
    (conversation.leadOffered || config?.showLeadForm === true) && !conversation.leadSent;
  return (
    <div className="chat-widget" lang={lang}>
      {conversation.open && (
        <section
          id={panelId}
          className="chat-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onPanelKeyDown}
        >
          <div className="chat-panel__header">
            <span className="chat-avatar chat-avatar--bot" aria-hidden="true">
              ✦
            </span>
            <div>
              <h2 id={titleId} className="chat-panel__title">
                {say('title')}
              </h2>
              <p className="chat-panel__subtitle">{config?.name || say('subtitle')}</p>
            </div>
            <button
              type="button"
              className="chat-panel__close"
              aria-label={say('close')}
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          <MessageList
            messages={conversation.messages}
            typing={conversation.typing}
            say={say}
            welcome={config?.welcome || say('welcome')}
          />
          {showLeadForm && (
            <LeadForm
              say={say}
              locale={lang}
              onSent={() => conversationStore.update((c) => ({ ...c, leadSent: true }))}
            />
          )}
          {conversation.leadSent && (
            <p className="chat-lead__sent" role="status">
              {say('lead.sent')}
            </p>
          )}
          <ChatInput ref={inputRef} say={say} busy={conversation.typing} onSend={send} />
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-expanded={conversation.open}
        aria-controls={conversation.open ? panelId : undefined}
        aria-label={conversation.open ? say('close') : say('open')}
        onClick={() => setOpen(!conversation.open)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
          />
        </svg>
      </button>
    </div>
  );
}
