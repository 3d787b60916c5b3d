import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import type { ChatText } from '../lib/use-chat-text';

/** The input bar: Enter sends (Shift+Enter makes a new line); an empty trimmed message is ignored. */
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
  const submit = () => {
    if (!text.trim() || busy) return;
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
        maxLength={500}
        value={text}
        placeholder={say('placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" disabled={busy || !text.trim()}>
        {say('send')}
      </button>
    </form>
  );
}
