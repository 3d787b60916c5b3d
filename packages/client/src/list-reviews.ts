import type { ReviewList } from '@bar/domain/surveys/schema';
import { apiClient, type ApiClient } from './api-client';

export type { ReviewCard, ReviewList } from '@bar/domain/surveys/schema';

/**
 * GET /api/reviews?locale= — the reviews rail: completed surveys of that language with a
 * comment, newest first, no contact data. Type-only import: the rail's chunk carries no zod.
 */
export async function listReviews(
  locale: string,
  options: { limit?: number; signal?: AbortSignal } = {},
  client: ApiClient = apiClient,
): Promise<ReviewList> {
  const body = await client.get<ReviewList | null>('/api/reviews', {
    query: { locale, limit: options.limit },
    token: null,
    signal: options.signal,
  });
  if (!body || !Array.isArray(body.items)) throw new Error('reviews: unexpected answer');
  return body;
}
