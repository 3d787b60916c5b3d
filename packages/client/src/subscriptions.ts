import type { SubscriptionInput } from '@bar/domain/subscriptions/schema';
import { apiClient, type ApiClient } from './api-client';

export type { SubscriptionInput } from '@bar/domain/subscriptions/schema';

/** POST /api/subscriptions — signup (double opt-in: a confirmation mail follows). */
export const subscribe = (
  input: SubscriptionInput,
  locale: string,
  client: ApiClient = apiClient,
) =>
  client.request<{ ok: true; message: string }>('/api/subscriptions', {
    method: 'POST',
    body: { ...input, locale },
    locale,
  });

/** POST /api/subscriptions/confirm — the confirmation link's token. */
export const confirmSubscription = (token: string, locale: string, client: ApiClient = apiClient) =>
  client.request<{ ok: true; state: string }>('/api/subscriptions/confirm', {
    method: 'POST',
    body: { token, locale },
    locale,
  });

/** POST /api/subscriptions/unsubscribe — the unsubscribe link's token (idempotent). */
export const unsubscribe = (token: string, locale: string, client: ApiClient = apiClient) =>
  client.request<{ ok: true; state: string }>('/api/subscriptions/unsubscribe', {
    method: 'POST',
    body: { token, locale },
    locale,
  });
