import { createFeedback } from '@bar/client/endpoints/events';
import type { FeedbackInput } from '@bar/domain/events/feedback';
import type { Locale } from '@bar/i18n';
import { useAuth } from '@bar/session/use-auth';
import { useCallback } from 'react';

export type SendReview = (input: FeedbackInput) => Promise<void>;

/**
 * Posts a review of one event with the visitor's ID token when there is a session (a returning
 * signed-in visitor), or without one: the API accepts both, so a review starts no session.
 */
export function useSendReview(eventId: string, locale: Locale): SendReview {
  const { user, getIdToken } = useAuth();
  return useCallback(
    async (input) => {
      const token = user ? await getIdToken().catch(() => null) : null;
      // x-locale too: a body the schema refuses is answered before its locale is read.
      await createFeedback(
        { params: { idOrSlug: eventId }, body: { ...input, locale: input.locale ?? locale } },
        { token, locale },
      );
    },
    [eventId, locale, user, getIdToken],
  );
}
