import type { ReviewCard } from '@bar/client/endpoints/surveys';
import type { Locale } from '@bar/i18n';
import { type ItemsRead, type ReadItems, useItemsRead } from '../../../lib/use-items-read';

export type ReviewsRead = ItemsRead<ReviewCard>;

const readReviews: ReadItems<ReviewCard> = (locale, signal) =>
  import('@bar/client/endpoints/surveys').then(({ listReviews }) =>
    listReviews({ query: { locale } }, { signal, token: null }),
  );

/**
 * GET /api/reviews for the page's language, once the rail is on screen (the locale of a page
 * never changes while it is shown: a language switch is a new page), with the API client's code
 * (not in the page's first load). A failed read is logged and shows the empty message (spec §8
 * "Reviews").
 */
export function useReviews(locale: Locale): ReviewsRead {
  return useItemsRead(locale, readReviews, 'reviews: reading the rail failed');
}
