import { listOutbox } from '@bar/client/endpoints/staff-guests';
import {
  type AdminReview,
  listAdminReviews,
  replyToReview,
  setReviewVisibility,
} from '@bar/client/endpoints/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import '../reviews.css';

const reviewsQueryKey = ['admin', 'reviews'] as const;
type Shown = 'all' | 'visible' | 'hidden';
type Kind = 'all' | AdminReview['kind'];

/**
 * The guests' reviews (kiosk surveys and event feedback) in one list, newest first: read them,
 * hide one (it leaves the public rail at once) or show it again, and answer a guest who left an
 * e-mail, privately, through the restaurant's mail.
 */
export default function ReviewsPanel() {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const id = useId();
  const [shown, setShown] = useState<Shown>('all');
  const [kind, setKind] = useState<Kind>('all');
  const query = useQuery({
    queryKey: reviewsQueryKey,
    queryFn: () => api.call(listAdminReviews, { query: {} }),
  });
  const reviews = (query.data?.reviews ?? []).filter(
    (review) =>
      (kind === 'all' || review.kind === kind) &&
      (shown === 'all' || review.hidden === (shown === 'hidden')),
  );
  return (
    <section className="reviews-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reviewsTab.title')}</h2>
      <p>{t('reviewsTab.intro')}</p>
      <div className="reviews-tab__filters">
        <div className="kit-field">
          <label htmlFor={`${id}-kind`}>{t('reviewsTab.kindFilter')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="all">{t('reviewsTab.kinds.all')}</option>
            <option value="survey">{t('reviewsTab.kinds.survey')}</option>
            <option value="feedback">{t('reviewsTab.kinds.feedback')}</option>
          </select>
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-shown`}>{t('reviewsTab.shownFilter')}</label>
          <select
            id={`${id}-shown`}
            value={shown}
            onChange={(e) => setShown(e.target.value as Shown)}
          >
            <option value="all">{t('reviewsTab.shown.all')}</option>
            <option value="visible">{t('reviewsTab.shown.visible')}</option>
            <option value="hidden">{t('reviewsTab.shown.hidden')}</option>
          </select>
        </div>
      </div>
      {query.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {query.isError && <p role="alert">{saveErrorText(t, query.error)}</p>}
      {query.data && (
        <>
          <p className="kit-field__hint" aria-live="polite">
            {t('reviewsTab.count', { count: reviews.length })}
          </p>
          {reviews.length === 0 ? (
            <p>{t('reviewsTab.none')}</p>
          ) : (
            <ol className="reviews-list">
              {reviews.map((review) => (
                <li key={`${review.kind}-${review.id}`}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const toast = useToast();
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [message, setMessage] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // The reply form opens on a click: its field takes the focus.
  useEffect(() => {
    if (replying) field.current?.focus();
  }, [replying]);
  const who = review.name || t('reviewsTab.anonymous');
  const replace = (next: AdminReview) =>
    queryClient.setQueryData<{ reviews: AdminReview[] }>(reviewsQueryKey, (old) =>
      old
        ? {
            reviews: old.reviews.map((item) =>
              item.kind === next.kind && item.id === next.id ? next : item,
            ),
          }
        : old,
    );
  const visibility = useMutation({
    mutationFn: (hidden: boolean) =>
      api.call(setReviewVisibility, {
        params: { kind: review.kind, id: review.id },
        body: { hidden },
      }),
    onSuccess: (next) => {
      replace(next);
      toast.show('success', t(next.hidden ? 'reviewsTab.hiddenDone' : 'reviewsTab.shownDone'));
    },
    onError: (error) => toast.show('error', saveErrorText(t, error)),
  });
  const reply = useMutation({
    mutationFn: () =>
      api.call(replyToReview, {
        params: { kind: review.kind, id: review.id },
        body: { message },
      }),
    onSuccess: (next) => {
      replace(next);
      // The reply is a mail in the outbox: its list shows it without "Refresh".
      void queryClient.invalidateQueries({ queryKey: [listOutbox.route] });
      setReplying(false);
      setMessage('');
      toast.show('success', t('reviewsTab.replySent', { email: review.email }));
    },
    onError: (error) => toast.show('error', saveErrorText(t, error)),
  });
  const rating = review.rating ?? 0;
  return (
    <article
      className={review.hidden ? 'review-card review-card--hidden' : 'review-card'}
      aria-labelledby={`${id}-who`}
    >
      <header className="review-card__head">
        <h3 id={`${id}-who`}>{who}</h3>
        <span className="review-card__stars" aria-label={t('reviewsTab.rating', { rating })}>
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
            if (message.trim()) reply.mutate();
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
