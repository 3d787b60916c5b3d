import { EventSchema } from '@bar/domain/events/schema';
import { describe, expect, it } from 'vitest';
import { filterEvents, POST_FILTER_DEFAULTS } from './event-filters';

const post = (id: string, title: string, status: 'draft' | 'published', enTitle = '') =>
  EventSchema.parse({
    id,
    slug: id,
    title,
    date: '2030-01-01',
    status,
    localized: enTitle ? { en: { title: enTitle } } : undefined,
  });

const lists = {
  upcoming: [post('a', 'Noche de Café', 'published'), post('b', 'Tacos al pastor', 'draft')],
  past: [post('c', 'Cafe de olla', 'draft', 'Pot coffee'), post('d', 'Boleros', 'published')],
};
const ids = (q: string, filters = POST_FILTER_DEFAULTS) =>
  filterEvents(lists, q, filters).map(({ event }) => event.id);

describe('the posts list’s view', () => {
  it('lists upcoming then past posts when nothing is chosen', () => {
    expect(ids('')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('finds titles whatever their accents and case, in every language', () => {
    expect(ids('CAFÉ')).toEqual(['a', 'c']);
    expect(ids('cafe noche')).toEqual(['a']);
    expect(ids('coffee')).toEqual(['c']);
  });
  it('narrows by when and by status', () => {
    expect(ids('', { when: 'past', status: 'all' })).toEqual(['c', 'd']);
    expect(ids('', { when: 'all', status: 'draft' })).toEqual(['b', 'c']);
    expect(ids('cafe', { when: 'upcoming', status: 'published' })).toEqual(['a']);
  });
});
