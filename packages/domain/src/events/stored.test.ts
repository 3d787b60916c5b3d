import { describe, expect, it } from 'vitest';
import { eventFromStored } from './stored';

const good = {
  slug: 'noche',
  title: 'Noche',
  date: '2025-06-14',
  status: 'published',
  media: [{ contentType: 'image/webp', url: '/a.webp', name: 'a', resized: [] }],
  ctas: [{ type: 'url', url: '/x', label: 'X', as: 'button' }],
};

describe('eventFromStored', () => {
  it('reads a good document whole, with defaults for what is missing', () => {
    expect(eventFromStored('abc', good)).toMatchObject({
      id: 'abc',
      ...good,
      endDate: '',
      createdAt: '',
      artist: '',
    });
  });

  it('falls back field by field instead of hiding the event', () => {
    const event = eventFromStored('abc', {
      ...good,
      slug: 'Not A Slug',
      startTime: 'eight',
      endDate: '2025-06-01',
      videoUrl: 'javascript:x',
      media: [good.media[0], { contentType: 'application/pdf', url: '/a.pdf' }],
      ctas: [good.ctas[0], good.ctas[0], good.ctas[0]],
      createdAt: 12,
    });
    expect(event).toMatchObject({
      slug: 'abc',
      startTime: '',
      endDate: '',
      videoUrl: '',
      createdAt: '',
    });
    expect(event?.media).toHaveLength(1);
    expect(event?.ctas).toHaveLength(2);
  });

  it('derives a slug from the title when the id is not slug-shaped', () => {
    expect(eventFromStored('A_b', { ...good, slug: undefined, title: 'Cena de Día' })?.slug).toBe(
      'cena-de-dia',
    );
  });

  it('reads anything but an explicit published as a draft', () => {
    expect(eventFromStored('a', { ...good, status: undefined })?.status).toBe('draft');
    expect(eventFromStored('a', { ...good, status: 'archived' })?.status).toBe('draft');
  });

  it('takes a missing date from startAt in the zone', () => {
    expect(
      eventFromStored('a', { ...good, date: undefined, startAt: '2025-06-15T02:00:00Z' })?.date,
    ).toBe('2025-06-14');
    expect(
      eventFromStored('a', { ...good, date: undefined, startAt: '2025-06-15T02:00:00Z' }, 'UTC')
        ?.date,
    ).toBe('2025-06-15');
  });

  it('cannot show a document without a title or a date', () => {
    expect(eventFromStored('a', { ...good, title: '' })).toBeNull();
    expect(eventFromStored('a', { ...good, date: 'soon' })).toBeNull();
    expect(eventFromStored('a', null)).toBeNull();
    expect(eventFromStored('a', [good])).toBeNull();
  });
});

describe('eventFromStored localized texts', () => {
  it('keeps stored English and French texts, and drops malformed ones without hiding the event', () => {
    const localized = { en: { title: 'Night' }, fr: { title: 'Soirée', ctaLabels: ['Réserver'] } };
    expect(eventFromStored('abc', { ...good, localized })?.localized).toEqual(localized);
    const broken = eventFromStored('abc', { ...good, localized: { en: { title: 42 } } });
    expect(broken?.title).toBe('Noche');
    expect(broken).not.toHaveProperty('localized');
  });
});
