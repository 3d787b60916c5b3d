import { isApiError } from '@bar/client/is-api-error';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

/** A form's line: what the last send said, the field it was about, whether one is running. */
type SendStatus = { text: string; field?: string; busy: boolean };

/** The field the API's first issue names, if any. */
const issueField = (error: unknown): string | undefined => {
  if (!isApiError(error) || !Array.isArray(error.issues)) return undefined;
  const path = (error.issues[0] as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
};

/**
 * Sends a mailing-list form once at a time: while a send runs, another submit (a double click,
 * Enter twice) does nothing and the status says busy; an answer resets the form and shows the
 * API's message; a refusal (400, 409, 429, …) shows the API's text, which it writes in the
 * page's language, and focus goes to the field it names; no answer at all shows the landing
 * pages' error text.
 */
export function useSendOnce() {
  const { t } = useTranslation();
  // The state re-renders the button; the ref stops a second submit before that render.
  const running = useRef(false);
  const [status, setStatus] = useState<SendStatus>({ text: '', busy: false });

  async function send(form: HTMLFormElement, call: () => Promise<{ message: string }>) {
    if (running.current) return;
    running.current = true;
    setStatus({ text: '', busy: true });
    try {
      const answer = await call();
      form.reset();
      setStatus({ text: answer.message, busy: false });
    } catch (error) {
      const answered = isApiError(error) && error.status > 0 && error.message !== '';
      const field = issueField(error);
      setStatus({
        text: answered ? error.message : t('subscriptions.errors.failed'),
        field,
        busy: false,
      });
      // The guest goes on at the field the refusal is about (its text describes the field).
      const control = field ? form.elements.namedItem(field) : null;
      if (control instanceof HTMLElement) control.focus();
    } finally {
      running.current = false;
    }
  }

  return { status, send };
}
