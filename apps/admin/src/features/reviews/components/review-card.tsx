import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { type AdminReview, useReplyToReview, useReviewVisibility } from '../api/use-reviews';

/**
 * One review: who, when, the stars and the comment; hide or show it, answer by mail, and (with
 * `onSelect`) pick it for an action on several reviews at once.
 */
export function ReviewCard({
  review,
  selected = false,
  onSelect,
}: {
  review: AdminReview;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const format = useFormat();
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [message, setMessage] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // The reply form opens on a click: its field takes the focus.
  useEffect(() => {
    if (replying) field.current?.focus();
  }, [replying]);
  const who = review.name || t('reviewsTab.anonymous');
  const failed = (error: Error) => toast.show('error', saveErrorText(t, error));
  const visibility = useReviewVisibility(review, {
    onSuccess: (next) =>
      toast.show('success', t(next.hidden ? 'reviewsTab.hiddenDone' : 'reviewsTab.shownDone')),
    onError: failed,
  });
  const reply = useReplyToReview(review, {
    onSuccess: () => {
      setReplying(false);
      setMessage('');
      toast.show('success', t('reviewsTab.replySent', { email: review.email }));
    },
    onError: failed,
  });
  const rating = review.rating ?? 0;
  return (
    <article
      className={review.hidden ? 'review-card review-card--hidden' : 'review-card'}
      aria-labelledby={`${id}-who`}
    >
      <header className="review-card__head">
        {onSelect && (
          <input
            type="checkbox"
            className="review-card__select"
            checked={selected}
            aria-label={t('reviewsTab.bulk.select', { name: who })}
            onChange={(event) => onSelect(event.target.checked)}
          />
        )}
        <h3 id={`${id}-who`}>{who}</h3>
        <span
          className="review-card__stars"
          aria-label={t('reviewsTab.rating', { rating, count: rating })}
        >
          {'★'.repeat(rating)}
          {'☆'.repeat(Math.max(0, 5 - rating))}
        </span>
        {review.hidden && <span className="review-card__badge">{t('reviewsTab.hiddenBadge')}</span>}
      </header>
      <p className="review-card__meta">
        {format.dateTime(review.at)} ·{' '}
        {review.event
          ? t('reviewsTab.aboutEvent', { title: review.event.title })
          : t('reviewsTab.kinds.survey')}{' '}
        · {t(`locales.${review.locale}`, { defaultValue: review.locale })}
      </p>
      {review.comment ? (
        <blockquote className="review-card__comment">{review.comment}</blockquote>
      ) : (
        <p className="kit-field__hint">{t('reviewsTab.noComment')}</p>
      )}
      {(review.email || review.phone) && (
        <p className="review-card__contact">
          {[review.email, review.phone].filter(Boolean).join(' · ')}
        </p>
      )}
      {review.repliedAt && (
        <p className="kit-field__hint">
          {t('reviewsTab.repliedAt', { date: format.dateTime(review.repliedAt) })}
        </p>
      )}
      <div className="review-card__actions">
        {/* aria-disabled, not disabled, while it saves: a disabled button drops the keyboard
            focus to the page; this one keeps it, its name then saying the other action. */}
        <button
          type="button"
          className="button"
          aria-disabled={visibility.isPending}
          aria-label={t(review.hidden ? 'reviewsTab.showOf' : 'reviewsTab.hideOf', { name: who })}
          onClick={() => {
            if (!visibility.isPending) visibility.mutate(!review.hidden);
          }}
        >
          {t(review.hidden ? 'reviewsTab.show' : 'reviewsTab.hide')}
        </button>
        {review.email && !replying && (
          <button
            type="button"
            aria-label={t('reviewsTab.replyOf', { name: who })}
            onClick={() => setReplying(true)}
          >
            {t('reviewsTab.reply')}
          </button>
        )}
      </div>
      {replying && (
        <form
          className="review-card__reply"
          onSubmit={(event) => {
            event.preventDefault();
            if (message.trim()) reply.mutate(message);
          }}
        >
          <div className="kit-field">
            <label htmlFor={`${id}-reply`}>
              {t('reviewsTab.replyLabel', { email: review.email })}
            </label>
            <textarea
              id={`${id}-reply`}
              rows={4}
              maxLength={2000}
              required
              ref={field}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <div className="review-card__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={reply.isPending || !message.trim()}
            >
              {reply.isPending ? t('reviewsTab.sending') : t('reviewsTab.send')}
            </button>
            <button type="button" onClick={() => setReplying(false)}>
              {t('reviewsTab.cancel')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
