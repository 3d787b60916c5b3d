import type { Locale } from '@bar/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { type SendSurvey, SurveyForm } from './survey-form';
import './survey.css';

/** How long the thank-you stays before the kiosk is ready for the next guest. */
export const KIOSK_RESET_SECONDS = 8;

/**
 * The kiosk: the form, then a thank-you that counts down and resets the kiosk for the next
 * guest (a fresh form: the previous answers are gone from memory; nothing is ever stored in
 * the browser). "Next guest" resets at once.
 */
export function KioskSurvey({ locale, send }: { locale: Locale; send?: SendSurvey }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [thanks, setThanks] = useState(false);
  const [left, setLeft] = useState(KIOSK_RESET_SECONDS);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const nextGuest = () => {
    setThanks(false);
    setRound((r) => r + 1);
  };
  const sent = () => {
    setLeft(KIOSK_RESET_SECONDS);
    setThanks(true);
  };

  useEffect(() => {
    if (!thanks) return;
    thanksRef.current?.focus();
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = KIOSK_RESET_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      setThanks(false);
      setRound((r) => r + 1);
    }, 250);
    return () => clearInterval(timer);
  }, [thanks]);

  useEffect(() => {
    if (round === 0) return;
    window.scrollTo({ top: 0 });
    topRef.current?.focus();
  }, [round]);

  return (
    <div ref={topRef} className="kiosk-survey" tabIndex={-1}>
      {thanks ? (
        <div className="kiosk-survey__thanks">
          <h2 ref={thanksRef} tabIndex={-1}>
            {t('survey.thanks.title')}
          </h2>
          <p aria-live="polite">{t('survey.thanks.reset', { count: left })}</p>
          <button type="button" className="survey-form__send" onClick={nextGuest}>
            {t('survey.thanks.next')}
          </button>
        </div>
      ) : (
        <SurveyForm key={round} locale={locale} send={send} onSent={sent} />
      )}
    </div>
  );
}
