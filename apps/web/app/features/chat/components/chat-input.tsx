import { CHAT_MESSAGE_MAX } from '@bar/domain/assistant/wire';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import type { ChatText } from '../lib/use-chat-text';

/**
 * The input bar: Enter sends (Shift+Enter makes a new line); an empty trimmed message is ignored.
 * A message over the API's limit is not cut: it stays as typed, the bar names the limit and the
 * send button waits until it is short enough.
 */
export function ChatInput({
  ref,
  say,
  busy,
  onSend,
}: {
  ref: Ref<HTMLTextAreaElement>;
  say: ChatText;
  busy: boolean;
  onSend: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const submit = () => {
    if (!text.trim() || busy || tooLong) return;
    const question = text;
    setText('');
    void onSend(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {say('inputLabel')}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={1}
        value={text}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-limit` : undefined}
        placeholder={say('placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" disabled={busy || !text.trim() || tooLong}>
        {say('send')}
      </button>
      {tooLong ? (
        <p id={`${id}-limit`} className="chat-input__limit" role="alert">
          {say('tooLong', { count: text.length, max: CHAT_MESSAGE_MAX })}
        </p>
      ) : null}
    </form>
  );
}
