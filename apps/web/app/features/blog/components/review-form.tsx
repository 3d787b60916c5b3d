import { checkFeedback, type FeedbackMessageId } from '@bar/domain/events/feedback-check';
import { type Locale, localizeHref } from '@bar/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { pagePath } from '../../../config/paths';
import type { ReviewError } from '../lib/review-state';
import {
  emptyReview,
  invalidProps,
  RatingField,
  type ReviewField,
  type ReviewValues,
} from './review-fields';

// The field(s) each local check is about: focus goes to the first, the error describes them all.
const FIELDS_OF: Partial<Record<FeedbackMessageId, ReviewField[]>> = {
  'review.errors.nameRequired': ['name'],
  'review.errors.contactRequired': ['email', 'phone'],
  'review.errors.consentRequired': ['consent'],
  'review.errors.ratingRequired': ['rating'],
  'review.errors.emailInvalid': ['email'],
  'review.errors.phoneInvalid': ['phone'],
};
const fieldsOf = (error: ReviewError | null): ReviewField[] =>
  error && 'id' in error ? (FIELDS_OF[error.id as FeedbackMessageId] ?? []) : [];

/** Either contact (or both) lets the restaurant answer a review; one hint describes the pair. */
const CONTACT_FIELDS = [
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The spec's terms page, localized like every internal link. */
const TERMS_PATH = pagePath('terms');

type ReviewFormProps = {
  id: string;
  title: string;
  locale: Locale;
  sending: boolean;
  error: ReviewError | null;
  onInvalid: (id: FeedbackMessageId) => void;
  onSend: (values: ReviewValues) => void;
  onCancel: () => void;
};

/** The review form of a past event: checks in the spec's order before anything is sent. */
export function ReviewForm(props: ReviewFormProps) {
  const { id, title, locale, sending, error, onInvalid, onSend, onCancel } = props;
  const { t } = useTranslation();
  const [values, setValues] = useState<ReviewValues>(emptyReview);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const errorId = `${uid}-error`;
  const invalid = fieldsOf(error);
  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // Opened: straight to the first field.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  // A local check failed: to the field it is about (for the rating, the first star).
  useEffect(() => {
    const field = fieldsOf(error)[0];
    if (field)
      formRef.current
        ?.querySelector<HTMLInputElement>(
          `[data-field="${field}"] input, input[data-field="${field}"]`,
        )
        ?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const failed = checkFeedback(values);
    if (failed) onInvalid(failed);
    else onSend(values);
  };

  const errorText = error ? ('id' in error ? t(error.id) : error.text) : '';
  return (
    <form
      id={id}
      ref={formRef}
      className="review-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${uid}-title`}
      aria-busy={sending}
    >
      <h4 id={`${uid}-title`}>{t('blog.review.title', { title })}</h4>
      <div className="review-form__field">
        <label htmlFor={`${uid}-name`}>
          {t('blog.review.name')}{' '}
          <span className="review-form__required">({t('blog.review.required')})</span>
        </label>
        <input
          id={`${uid}-name`}
          data-field="name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          {...invalidProps('name', invalid, errorId)}
        />
      </div>
      <p id={`${uid}-contact`} className="review-form__hint">
        {t('blog.review.contactHint')}
      </p>
      <div className="review-form__pair">
        {CONTACT_FIELDS.map(({ field, type, autoComplete }) => (
          <div key={field} className="review-form__field">
            <label htmlFor={`${uid}-${field}`}>{t(`blog.review.${field}`)}</label>
            <input
              id={`${uid}-${field}`}
              data-field={field}
              name={field}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              aria-describedby={`${uid}-contact`}
              {...invalidProps(field, invalid, `${errorId} ${uid}-contact`)}
            />
          </div>
        ))}
      </div>
      <div data-field="rating">
        <RatingField
          name={`${uid}-rating`}
          value={values.rating}
          onChange={(rating) => set('rating', rating)}
          invalid={invalid.includes('rating')}
          errorId={errorId}
        />
      </div>
      <div className="review-form__field">
        <label htmlFor={`${uid}-comment`}>{t('blog.review.comment')}</label>
        <textarea
          id={`${uid}-comment`}
          name="comment"
          rows={3}
          maxLength={2000}
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
        />
      </div>
      <div className="review-form__consent">
        <input
          id={`${uid}-consent`}
          data-field="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(e) => set('consent', e.target.checked)}
          {...invalidProps('consent', invalid, errorId)}
        />
        <label htmlFor={`${uid}-consent`}>{t('blog.review.consent')}</label>
        <a href={localizeHref(TERMS_PATH, locale)} target="_blank" rel="noopener noreferrer">
          {t('blog.review.terms')} <span className="visually-hidden">{t('blog.card.newTab')}</span>
        </a>
      </div>
      <p id={errorId} className="review-form__error" role="alert">
        {errorText}
      </p>
      <div className="actions">
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('blog.review.sending') : t('blog.review.send')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={sending}
        >
          {t('blog.review.cancel')}
        </button>
      </div>
    </form>
  );
}
