import type { FeedbackInput } from '@bar/domain/events/feedback';
import type { Locale } from '@bar/i18n';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { reviewErrorOf } from '../lib/review-error';
import {
  initialReviewState,
  isFormShown,
  reviewReducer,
  successClearDelay,
} from '../lib/review-state';
import { ReviewForm } from './review-form';
import type { ReviewValues } from './review-fields';

type ReviewPanelProps = {
  title: string;
  locale: Locale;
  /** Posts the review; a rejection is shown (the API's text for a 400/409, else the catalogue's). */
  send: (input: FeedbackInput) => Promise<void>;
};

/**
 * A past event's review: the toggle, the form while open / sending / failed, and the success
 * message in a live region, cleared after 0.9-1.8 s.
 */
export function ReviewPanel({ title, locale, send }: ReviewPanelProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(reviewReducer, initialReviewState);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = `${useId()}-review`;
  const shown = isFormShown(state.status);
  const success = state.status === 'success' ? t('review.success') : '';

  useEffect(() => {
    if (!success) return;
    // The form (and the focused button in it) is gone: focus goes back to the toggle.
    toggleRef.current?.focus();
    const timer = setTimeout(() => dispatch({ type: 'clearSuccess' }), successClearDelay(success));
    return () => clearTimeout(timer);
  }, [success]);

  const close = () => {
    dispatch({ type: 'close' });
    toggleRef.current?.focus();
  };

  const onSend = async (values: ReviewValues) => {
    dispatch({ type: 'send' });
    try {
      await send({ ...values, locale });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', error: reviewErrorOf(error) });
    }
  };

  return (
    <div className="review-panel">
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary"
        aria-expanded={shown}
        aria-controls={shown ? formId : undefined}
        onClick={() => (shown ? close() : dispatch({ type: 'open' }))}
      >
        {t('blog.review.open')}
      </button>
      <p className="review-panel__success" role="status">
        {success}
      </p>
      {shown ? (
        <ReviewForm
          id={formId}
          title={title}
          locale={locale}
          sending={state.status === 'sending'}
          error={state.error}
          onInvalid={(id) => dispatch({ type: 'failed', error: { id } })}
          onSend={(values) => void onSend(values)}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
