import type { Subscriber } from '@bar/domain/subscriptions/schema';
import { matchesSearch, searchWords } from '../../../components/list-tools/use-list-view';

/** The mailing list's view: the state and the language, besides the search. */
export const SUBSCRIBER_FILTER_DEFAULTS = { state: 'all', locale: 'all' };
export type SubscriberFilters = typeof SUBSCRIBER_FILTER_DEFAULTS;

/**
 * The subscribers a view shows, in the API's order: the search looks in the e-mail and the name
 * (accents and case ignored).
 */
export function filterSubscribers(
  subscribers: readonly Subscriber[],
  q: string,
  filters: SubscriberFilters,
): Subscriber[] {
  const words = searchWords(q);
  return subscribers.filter(
    (subscriber) =>
      (filters.state === 'all' || subscriber.state === filters.state) &&
      (filters.locale === 'all' || subscriber.locale === filters.locale) &&
      matchesSearch(words, [subscriber.email, subscriber.name]),
  );
}
