import {
  type AdminReview,
  listAdminReviews,
  replyToReview,
  setReviewVisibility,
} from '@bar/client/endpoints/reviews';
import { listOutbox } from '@bar/client/endpoints/outbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';

export type { AdminReview };

/** What the screen does once the API has answered (a toast, closing a form). */
type Outcome = { onSuccess?: (next: AdminReview) => void; onError?: (error: Error) => void };

const reviewsQueryKey = ['admin', 'reviews'] as const;

/** Every review (kiosk surveys and event feedback), newest first. */
export const reviewsQuery = (api: AdminApi) =>
  queryOptions({
    queryKey: reviewsQueryKey,
    queryFn: () => api.call(listAdminReviews, { query: {} }),
  });

export function useReviews() {
  const api = useAdminApi();
  return useQuery(reviewsQuery(api));
}

/** Puts the API's answer for one review in the list in place of what it showed. */
function useReplaceReview() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return (next: AdminReview) =>
    queryClient.setQueryData(reviewsQuery(api).queryKey, (old) =>
      old
        ? {
            reviews: old.reviews.map((item) =>
              item.kind === next.kind && item.id === next.id ? next : item,
            ),
          }
        : old,
    );
}

/** Hides a review from the public rail, or shows it again. */
export function useReviewVisibility(review: AdminReview, outcome: Outcome = {}) {
  const api = useAdminApi();
  const replace = useReplaceReview();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      api.call(setReviewVisibility, {
        params: { kind: review.kind, id: review.id },
        body: { hidden },
      }),
    onSuccess: (next) => {
      replace(next);
      outcome.onSuccess?.(next);
    },
    onError: outcome.onError,
  });
}

/** Hides or shows several reviews at once; each answer replaces its review in the list. */
export function useBulkReviewVisibility() {
  const api = useAdminApi();
  const replace = useReplaceReview();
  return useMutation({
    mutationFn: async ({ reviews, hidden }: { reviews: AdminReview[]; hidden: boolean }) => {
      const results = await Promise.allSettled(
        reviews.map((review) =>
          api.call(setReviewVisibility, {
            params: { kind: review.kind, id: review.id },
            body: { hidden },
          }),
        ),
      );
      const done: AdminReview[] = [];
      const failed: unknown[] = [];
      for (const result of results)
        if (result.status === 'fulfilled') done.push(result.value);
        else failed.push(result.reason);
      for (const next of done) replace(next);
      return { done, failed };
    },
  });
}

/** Answers the guest privately by mail; the mail then waits in the outbox. */
export function useReplyToReview(review: AdminReview, outcome: Outcome = {}) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const replace = useReplaceReview();
  return useMutation({
    mutationFn: (message: string) =>
      api.call(replyToReview, {
        params: { kind: review.kind, id: review.id },
        body: { message },
      }),
    onSuccess: (next) => {
      replace(next);
      // The reply is a mail in the outbox: its list shows it without "Refresh".
      void queryClient.invalidateQueries({ queryKey: [listOutbox.route] });
      outcome.onSuccess?.(next);
    },
    onError: outcome.onError,
  });
}
