import { useId, useState } from 'react';
import { postLead } from '../api/post-lead';
import type { ChatText } from '../lib/use-chat-text';

/** The optional lead form: sends only with a name, an e-mail and the consent. */
export function LeadForm({
  say,
  locale,
  onSent,
}: {
  say: ChatText;
  locale: string;
  onSent: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle');
  const ids = { name: useId(), email: useId(), consent: useId() };
  const complete = name.trim() !== '' && email.trim() !== '' && consent;
  return (
    <form
      className="chat-lead"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || state === 'sending') return;
        setState('sending');
        void postLead({ name: name.trim(), email: email.trim(), consent: true, locale }).then(
          (ok) => (ok ? onSent() : setState('error')),
        );
      }}
    >
      <fieldset>
        <legend>{say('lead.title')}</legend>
        <label htmlFor={ids.name}>{say('lead.name')}</label>
        <input
          id={ids.name}
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={ids.email}>{say('lead.email')}</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="chat-lead__consent">
          <input
            id={ids.consent}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={ids.consent}>{say('lead.consent')}</label>
        </div>
        <button type="submit" disabled={!complete || state === 'sending'}>
          {state === 'sending' ? say('lead.sending') : say('lead.send')}
        </button>
        {state === 'error' && (
          <p role="alert" className="chat-lead__error">
            {say('lead.error')}
          </p>
        )}
      </fieldset>
    </form>
  );
}
