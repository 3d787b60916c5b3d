import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { type AdminReview, useReviews } from '../api/use-reviews';
import { ReviewCard } from './review-card';
import '../reviews.css';

type Shown = 'all' | 'visible' | 'hidden';
type Kind = 'all' | AdminReview['kind'];

/**
 * The guests' reviews (kiosk surveys and event feedback) in one list, newest first: read them,
 * hide one (it leaves the public rail at once) or show it again, and answer a guest who left an
 * e-mail, privately, through the restaurant's mail.
 */
export default function ReviewsPanel() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [shown, setShown] = useState<Shown>('all');
  const [kind, setKind] = useState<Kind>('all');
  const query = useReviews();
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
