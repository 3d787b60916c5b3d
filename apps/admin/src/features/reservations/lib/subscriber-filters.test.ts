import type { Subscriber } from '@bar/domain/subscriptions/schema';
import { describe, expect, it } from 'vitest';
import { filterSubscribers, SUBSCRIBER_FILTER_DEFAULTS } from './subscriber-filters';

const subscriber = (over: Partial<Subscriber>) => ({ ...over }) as Subscriber;
const list = [
  subscriber({
    id: 'a',
    email: 'ana@example.com',
    name: 'Ana Peña',
    locale: 'es',
    state: 'confirmed',
  }),
  subscriber({ id: 'b', email: 'bob@example.com', name: 'Bob', locale: 'en', state: 'pending' }),
  subscriber({
    id: 'c',
    email: 'chloe@example.fr',
    name: 'Chloé',
    locale: 'fr',
    state: 'unsubscribed',
  }),
];
const ids = (rows: Subscriber[]) => rows.map((row) => row.id);
const all = SUBSCRIBER_FILTER_DEFAULTS;

describe('the subscribers list filters', () => {
  it('keeps everyone, in order, with no search and no filter', () => {
    expect(ids(filterSubscribers(list, '', all))).toEqual(['a', 'b', 'c']);
  });

  it('searches the e-mail and the name, accents and case ignored', () => {
    expect(ids(filterSubscribers(list, 'BOB@', all))).toEqual(['b']);
    expect(ids(filterSubscribers(list, 'pena', all))).toEqual(['a']);
    expect(ids(filterSubscribers(list, 'chloe', all))).toEqual(['c']);
    expect(ids(filterSubscribers(list, 'example.com', all))).toEqual(['a', 'b']);
  });

  it('narrows by state and by language', () => {
    expect(ids(filterSubscribers(list, '', { ...all, state: 'pending' }))).toEqual(['b']);
    expect(ids(filterSubscribers(list, '', { ...all, locale: 'fr' }))).toEqual(['c']);
    expect(ids(filterSubscribers(list, '', { state: 'confirmed', locale: 'en' }))).toEqual([]);
  });
});
