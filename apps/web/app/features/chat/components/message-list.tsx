import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../lib/conversation';
import type { ChatText } from '../lib/use-chat-text';

/** Follow new messages only while the reader is this close to the bottom. */
export const SCROLL_FOLLOW_PX = 12;

export const nearBottom = (el: { scrollHeight: number; scrollTop: number; clientHeight: number }) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_FOLLOW_PX;

/**
 * The conversation as a live log (new replies are read out), user and bot avatars, and the typing
 * indicator. It scrolls to a new message only when the reader was at the bottom.
 */
export function MessageList({
  messages,
  typing,
  say,
  welcome,
}: {
  messages: ChatMessage[];
  typing: boolean;
  say: ChatText;
  welcome: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing]);
  return (
    <div
      ref={listRef}
      className="chat-messages"
      role="log"
      aria-live="polite"
      aria-label={say('messages')}
      tabIndex={0}
      onScroll={(event) => {
        follow.current = nearBottom(event.currentTarget);
      }}
    >
      <ChatBubble from="bot" text={welcome} say={say} />
      {messages.map((message) => (
        <ChatBubble key={message.id} {...message} say={say} />
      ))}
      {typing && (
        <p className="chat-typing" role="status">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{say('typing')}</span>
        </p>
      )}
    </div>
  );
}

function ChatBubble({
  from,
  text,
  failed,
  say,
}: Pick<ChatMessage, 'from' | 'text' | 'failed'> & { say: ChatText }) {
  return (
    <div className={`chat-message chat-message--${from}${failed ? ' chat-message--failed' : ''}`}>
      <span className={`chat-avatar chat-avatar--${from}`} aria-hidden="true">
        {from === 'user' ? say('you').charAt(0) : '✦'}
      </span>
      <p className="chat-message__text">
        <span className="visually-hidden">{from === 'user' ? say('you') : say('bot')}: </span>
        {text}
      </p>
    </div>
  );
}
