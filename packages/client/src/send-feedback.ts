import type { FeedbackInput } from '@bar/domain/events/feedback';
import { apiClient, type ApiClient } from './api-client';

export type { FeedbackInput } from '@bar/domain/events/feedback';

/**
 * POST /api/events/:id/feedback — a guest's review of a past event. The server checks the
 * fields in the spec's order and answers a translated message (x-locale) on a 400.
 */
export async function sendFeedback(
  eventId: string,
  input: FeedbackInput,
  options: { token?: string | null; locale?: string } = {},
  client: ApiClient = apiClient,
): Promise<{ ok: true; id: string }> {
  return client.request<{ ok: true; id: string }>(
    `/api/events/${encodeURIComponent(eventId)}/feedback`,
    {
      method: 'POST',
      body: { ...input, locale: input.locale ?? options.locale },
      token: options.token,
      // A body the schema refuses is answered before the body's locale is read.
      locale: input.locale ?? options.locale,
    },
  );
}
