import type { Event } from '@bar/domain/events/schema';
import { matchesSearch, searchWords } from '../../../components/list-tools/use-list-view';

/** The posts list's view: when (upcoming or past) and status, besides the search. */
export const POST_FILTER_DEFAULTS = { when: 'all', status: 'all' };
export type EventFilters = typeof POST_FILTER_DEFAULTS;

export type ListedEvent = { when: 'upcoming' | 'past'; event: Event };

/**
 * The posts a view shows, upcoming first then past, each as the API ordered them: the search
 * looks in the title in every language (accents and case ignored, "cafe" finds "Café").
 */
export function filterEvents(
  lists: { upcoming: readonly Event[]; past: readonly Event[] },
  q: string,
  filters: EventFilters,
): ListedEvent[] {
  const words = searchWords(q);
  const all: ListedEvent[] = [
    ...lists.upcoming.map((event) => ({ when: 'upcoming' as const, event })),
    ...lists.past.map((event) => ({ when: 'past' as const, event })),
  ];
  return all.filter(
    ({ when, event }) =>
      (filters.when === 'all' || filters.when === when) &&
      (filters.status === 'all' || event.status === filters.status) &&
      matchesSearch(words, [event.title, event.localized?.en?.title, event.localized?.fr?.title]),
  );
}
