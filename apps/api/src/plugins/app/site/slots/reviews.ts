import type { Locale } from '@bar/domain/locale';
import type { ReviewCard } from '@bar/domain/surveys/schema';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fillServedSlot } from './served-slot.js';
import type { SlotFiller } from './slot.js';
import { servedTexts } from './texts.js';

/**
 * The reviews rail's newest cards (name, comment, stars) as apps/web ReviewsRail renders each,
 * in the rail's served element: the home page shows them without scripts; the carousel takes
 * their place once it is in. The rail's height is fixed (reviews.css), so nothing moves.
 */
export function fillReviews(
  html: string,
  locale: Locale,
  reviews: readonly ReviewCard[] | null,
  texts: FlatMessages | undefined,
): string {
  if (!reviews?.length) return html;
  const t = servedTexts(locale, texts);
  const e = escapeHtml;
  const cards = reviews
    .map((review) => {
      const stars = review.rating
        ? `<span class="reviews-rail__stars" role="img" aria-label="${e(t('reviews.stars', { count: review.rating }))}">${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}</span>`
        : '';
      return `<li><figure class="reviews-rail__card"><blockquote class="reviews-rail__comment" lang="${e(review.locale)}">${e(review.comment)}</blockquote><figcaption class="reviews-rail__author"><span>${e(review.name || t('reviews.anonymous'))}</span>${stars}</figcaption></figure></li>`;
    })
    .join('');
  return fillServedSlot(html, 'reviews', `<ul class="reviews-rail__served-list">${cards}</ul>`);
}

/** The home page: the reviews rail's newest cards. */
export const reviewsSlot: SlotFiller = {
  fill(body, { page, data: { reviews }, shownTexts }) {
    return { body: fillReviews(body, page.locale, reviews, shownTexts) };
  },
};
