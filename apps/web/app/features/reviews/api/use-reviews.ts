import type { Locale } from '@bar/i18n';
import type { ReviewCard } from '@bar/client/endpoints/surveys';
import { startTransition, useEffect, useState } from 'react';

export type ReviewsRead =
  { status: 'loading' } | { status: 'ready'; items: ReviewCard[] } | { status: 'error' };

/**
 * GET /api/reviews for the page's language, once the rail is on screen (the locale of a page
 * never changes while it is shown: a language switch is a new page), with the API client's code
 * (not in the page's first load). A failed read is logged
 * and shows the empty message (spec §8 "Reviews").
 */
export function useReviews(locale: Locale): ReviewsRead {
  const [read, setRead] = useState<ReviewsRead>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    import('@bar/client/endpoints/surveys')
      .then(({ listReviews }) =>
        listReviews({ query: { locale } }, { signal: controller.signal, token: null }),
      )
      .then(
        ({ items }) => {
          // A transition: React renders the list in slices and lets a tap in between.
          if (!controller.signal.aborted)
            startTransition(() => setRead({ status: 'ready', items }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('reviews: reading the rail failed', error);
          setRead({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [locale]);
  return read;
}
