import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import '../../../components/content-table/content-table.css';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import {
  FilterSelect,
  ListTools,
  ResultCount,
  SearchField,
} from '../../../components/list-tools/list-tools';
import {
  matchesSearch,
  searchWords,
  useListView,
} from '../../../components/list-tools/use-list-view';
import { type AdminReview, useBulkReviewVisibility, useReviews } from '../api/use-reviews';
import { ReviewCard } from './review-card';
import '../reviews.css';

/** Reviews shown at once. */
const PAGE_SIZE = 20;

const DEFAULTS = { kind: 'all', shown: 'all', rating: 'all', locale: 'all' };
const keyOf = (review: AdminReview) => `${review.kind}-${review.id}`;

/**
 * The guests' reviews (kiosk surveys and event feedback) in one list, newest first: search them,
 * filter by kind, visibility, stars and language (the view is in the URL), read a page at a
 * time, hide one (it leaves the public rail at once) or several at once, show them again, and
 * answer a guest who left an e-mail, privately, through the restaurant's mail.
 */
export default function ReviewsPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const toast = useToast();
  const id = useId();
  const view = useListView(DEFAULTS);
  const { kind, shown, rating, locale } = view.filters;
  const query = useReviews();
  const bulk = useBulkReviewVisibility();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const reviews = useMemo(() => {
    const words = searchWords(view.q);
    return (query.data?.reviews ?? []).filter(
      (review) =>
        (kind === 'all' || review.kind === kind) &&
        (shown === 'all' || review.hidden === (shown === 'hidden')) &&
        (rating === 'all' || String(review.rating ?? '') === rating) &&
        (locale === 'all' || review.locale === locale) &&
        matchesSearch(words, [review.comment, review.name, review.email, review.event?.title]),
    );
  }, [query.data, view.q, kind, shown, rating, locale]);
  const current = pageSlice(reviews, view.page, PAGE_SIZE);
  const chosen = reviews.filter((review) => selected.has(keyOf(review)));

  const toggle = (review: AdminReview, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(keyOf(review));
      else next.delete(keyOf(review));
      return next;
    });
  const setVisibility = (hidden: boolean) =>
    bulk.mutate(
      { reviews: chosen, hidden },
      {
        onSuccess: ({ done, failed }) => {
          if (done.length > 0)
            toast.show(
              'success',
              t(hidden ? 'reviewsTab.bulk.hiddenDone' : 'reviewsTab.bulk.shownDone', {
                count: done.length,
                formatted: format.number(done.length),
              }),
            );
          if (failed.length > 0) toast.show('error', saveErrorText(t, failed[0]));
          setSelected(new Set());
        },
      },
    );
  return (
    <section className="reviews-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reviewsTab.title')}</h2>
      <p>{t('reviewsTab.intro')}</p>
      <ListTools>
        <SearchField
          label={t('reviewsTab.search')}
          value={view.q}
          onChange={(q) => view.update({ q })}
        />
        <FilterSelect
          label={t('reviewsTab.kindFilter')}
          value={kind}
          onChange={(value) => view.update({ kind: value })}
          options={[
            ['all', t('reviewsTab.kinds.all')],
            ['survey', t('reviewsTab.kinds.survey')],
            ['feedback', t('reviewsTab.kinds.feedback')],
          ]}
        />
        <FilterSelect
          label={t('reviewsTab.shownFilter')}
          value={shown}
          onChange={(value) => view.update({ shown: value })}
          options={[
            ['all', t('reviewsTab.shown.all')],
            ['visible', t('reviewsTab.shown.visible')],
            ['hidden', t('reviewsTab.shown.hidden')],
          ]}
        />
        <FilterSelect
          label={t('reviewsTab.ratingFilter')}
          value={rating}
          onChange={(value) => view.update({ rating: value })}
          options={[
            ['all', t('reviewsTab.anyRating')],
            ...[5, 4, 3, 2, 1].map(
              (stars) =>
                [String(stars), t('reviewsTab.rating', { rating: stars, count: stars })] as const,
            ),
          ]}
        />
        <FilterSelect
          label={t('reviewsTab.localeFilter')}
          value={locale}
          onChange={(value) => view.update({ locale: value })}
          options={[
            ['all', t('reviewsTab.anyLocale')],
            ...(['es', 'en', 'fr'] as const).map((code) => [code, t(`locales.${code}`)] as const),
          ]}
        />
      </ListTools>
      {query.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {query.isError && <p role="alert">{saveErrorText(t, query.error)}</p>}
      {query.data && (
        <>
          <ResultCount>{t('reviewsTab.count', { count: reviews.length })}</ResultCount>
          {chosen.length > 0 && (
            <div className="selection-bar" role="group" aria-label={t('reviewsTab.bulk.label')}>
              <span>
                {t('reviewsTab.bulk.selected', {
                  count: chosen.length,
                  formatted: format.number(chosen.length),
                })}
              </span>
              <button type="button" disabled={bulk.isPending} onClick={() => setVisibility(true)}>
                {t('reviewsTab.bulk.hide')}
              </button>
              <button type="button" disabled={bulk.isPending} onClick={() => setVisibility(false)}>
                {t('reviewsTab.bulk.show')}
              </button>
              <button type="button" onClick={() => setSelected(new Set())}>
                {t('reviewsTab.bulk.clear')}
              </button>
            </div>
          )}
          {reviews.length === 0 ? (
            <p>{t('reviewsTab.none')}</p>
          ) : (
            <>
              <ol className="reviews-list">
                {current.rows.map((review) => (
                  <li key={keyOf(review)}>
                    <ReviewCard
                      review={review}
                      selected={selected.has(keyOf(review))}
                      onSelect={(on) => toggle(review, on)}
                    />
                  </li>
                ))}
              </ol>
              <Pager
                page={current.page}
                pages={current.pages}
                total={reviews.length}
                size={PAGE_SIZE}
                onPage={(page) => view.update({ page })}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
