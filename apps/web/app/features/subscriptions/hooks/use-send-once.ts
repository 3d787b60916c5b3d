import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

/** A form's line: what the last send said, the field it was about, whether one is running. */
type SendStatus = { text: string; field?: string; busy: boolean };

// What a send's answer means for the form loads with the first submit, not with the page.
const outcome = () => import('../lib/send-outcome');

/**
 * Sends a mailing-list form once at a time: while a send runs, another submit (a double click,
 * Enter twice) does nothing and the status says busy; then the status says what the API
 * answered (lib/send-outcome.ts).
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
      const { sendForm } = await outcome();
      setStatus({ ...(await sendForm(form, call, t('subscriptions.errors.failed'))), busy: false });
    } catch {
      // The module itself did not load (the network went): nothing was sent.
      setStatus({ text: t('subscriptions.errors.failed'), busy: false });
    } finally {
      running.current = false;
    }
  }

  return { status, send };
}
