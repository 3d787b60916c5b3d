import { describe, expect, it } from 'vitest';
import { heroEvents, hasVisualMedia } from './hero';
import {
  compareEvents,
  eventLastDay,
  eventStart,
  isPastEvent,
  isUpcomingEvent,
  splitEvents,
} from './timeline';

// 2025-06-15 02:30 UTC: already the 15th in UTC, still the 14th (22:30) in Toronto.
const now = new Date('2025-06-15T02:30:00Z');
const image = [{ contentType: 'image/webp', url: '/a.webp' }];

describe('eventStart and eventLastDay', () => {
  it('reads date and start time, with startAt as the fallback for either', () => {
    expect(eventStart({ date: '2025-06-14', startTime: '20:00' })).toEqual({
      date: '2025-06-14',
      time: '20:00',
    });
    expect(eventStart({ startAt: '2025-06-15T00:00:00Z' })).toEqual({
      date: '2025-06-14',
      time: '20:00',
    });
    expect(eventStart({ date: '2025-06-14', startAt: '2025-06-15T00:00:00Z' })).toEqual({
      date: '2025-06-14',
      time: '20:00',
    });
    // startAt on another day does not lend its time
    expect(eventStart({ date: '2025-06-20', startAt: '2025-06-15T00:00:00Z' })).toEqual({
      date: '2025-06-20',
      time: '',
    });
    expect(eventStart({ startAt: new Date('2025-06-15T00:00:00Z') }, 'UTC')).toEqual({
      date: '2025-06-15',
      time: '00:00',
    });
    expect(
      eventStart({ startAt: { seconds: Date.parse('2025-06-15T00:00:00Z') / 1000 } })?.date,
    ).toBe('2025-06-14');
    expect(eventStart({ startAt: { toDate: () => new Date('2025-06-15T00:00:00Z') } })?.time).toBe(
      '20:00',
    );
    expect(eventStart({ startAt: Date.parse('2025-06-15T00:00:00Z') })?.time).toBe('20:00');
    expect(eventStart({ date: 'soon', startTime: '20:00' })).toBeNull();
    expect(eventStart({ startAt: 'garbage' })).toBeNull();
    expect(eventStart({ startAt: new Date('x') })).toBeNull();
  });

  it('takes the end date when it is valid and later', () => {
    expect(eventLastDay({ date: '2025-06-14', endDate: '2025-06-16' })).toBe('2025-06-16');
    expect(eventLastDay({ date: '2025-06-14', endDate: '2025-06-10' })).toBe('2025-06-14');
    expect(eventLastDay({ date: '2025-06-14', endDate: 'x' })).toBe('2025-06-14');
    expect(eventLastDay({})).toBeNull();
  });
});

describe('upcoming and past', () => {
  it('counts an event dated today in Toronto as upcoming even when UTC is already tomorrow', () => {
    const { today, upcoming, past } = splitEvents(
      [{ id: 'tonight', date: '2025-06-14', startTime: '20:00' }],
      { now },
    );
    expect(today).toBe('2025-06-14');
    expect(upcoming.map((event) => event.id)).toEqual(['tonight']);
    expect(past).toEqual([]);
    // the same instant in UTC would call it past
    expect(
      splitEvents([{ id: 'tonight', date: '2025-06-14' }], { now, timeZone: 'UTC' }).past,
    ).toHaveLength(1);
  });

  it('takes a known today over the clock, and ignores one that is not a date', () => {
    const events = [{ id: 'tonight', date: '2025-06-14' }];
    const known = splitEvents(events, { now, today: '2025-06-15' });
    expect(known.today).toBe('2025-06-15');
    expect(known.past.map((event) => event.id)).toEqual(['tonight']);
    expect(splitEvents(events, { now, today: '2025-02-30' }).today).toBe('2025-06-14');
  });

  it('keeps a multi-day event upcoming until its last day has passed', () => {
    expect(isUpcomingEvent({ date: '2025-06-10', endDate: '2025-06-14' }, '2025-06-14')).toBe(true);
    expect(isPastEvent({ date: '2025-06-10', endDate: '2025-06-13' }, '2025-06-14')).toBe(true);
    expect(isPastEvent({}, '2025-06-14')).toBe(false);
    expect(isUpcomingEvent({}, '2025-06-14')).toBe(false);
  });

  it('orders upcoming by date then start time (startAt as fallback), past most recent first', () => {
    const events = [
      { id: 'b', date: '2025-06-20', startTime: '21:00' },
      { id: 'a', date: '2025-06-20', startTime: '19:00' },
      { id: 'c', startAt: '2025-06-20T23:30:00Z' }, // 19:30 in Toronto
      { id: 'd', date: '2025-06-18' },
      { id: 'p1', date: '2025-05-01' },
      { id: 'p2', date: '2025-06-01', startTime: '10:00' },
      { id: 'p3', date: '2025-06-01', startTime: '22:00' },
      { id: 'nodate', title: 'No date' },
    ];
    const { upcoming, past } = splitEvents(events, { now });
    expect(upcoming.map((event) => event.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(past.map((event) => event.id)).toEqual(['p3', 'p2', 'p1']);
  });

  it('breaks ties on title, then id', () => {
    const same = { date: '2025-06-20', startTime: '20:00' };
    expect(compareEvents({ ...same, title: 'A' }, { ...same, title: 'B' })).toBeLessThan(0);
    expect(compareEvents({ ...same, id: 'y' }, { ...same, id: 'x' })).toBeGreaterThan(0);
    expect(compareEvents({ ...same, id: 'x' }, { ...same, id: 'x' })).toBe(0);
  });

  it('drops drafts only with onlyPublished', () => {
    const events = [
      { id: 'draft', date: '2025-06-20', status: 'draft' },
      { id: 'live', date: '2025-06-21', status: 'published' },
      { id: 'old-draft', date: '2025-01-01', status: 'draft' },
    ];
    expect(splitEvents(events, { now }).upcoming.map((event) => event.id)).toEqual([
      'draft',
      'live',
    ]);
    const published = splitEvents(events, { now, onlyPublished: true });
    expect(published.upcoming.map((event) => event.id)).toEqual(['live']);
    expect(published.past).toEqual([]);
  });

  it('does not reorder the caller’s array', () => {
    const events = [
      { id: '2', date: '2025-07-02' },
      { id: '1', date: '2025-07-01' },
    ];
    splitEvents(events, { now });
    expect(events.map((event) => event.id)).toEqual(['2', '1']);
  });
});

describe('heroEvents', () => {
  it('shows only events with an image or video that are not past, soonest first, 10 by default', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: `e${i}`,
      date: `2025-07-${String(i + 10)}`,
      media: image,
    }));
    const events = [
      ...many,
      { id: 'past', date: '2025-06-13', media: image },
      { id: 'tonight', date: '2025-06-14', media: [{ contentType: 'video/mp4', url: '/a.mp4' }] },
      { id: 'no-media', date: '2025-06-20', media: [] },
      {
        id: 'pdf-only',
        date: '2025-06-20',
        media: [{ contentType: 'application/pdf', url: '/a.pdf' }],
      },
      { id: 'draft', date: '2025-06-20', status: 'draft', media: image },
    ];
    const shown = heroEvents(events, { now, onlyPublished: true });
    expect(shown).toHaveLength(10);
    expect(shown.map((event) => event.id).slice(0, 3)).toEqual(['tonight', 'e0', 'e1']);
    expect(heroEvents(events, { now, limit: 3 }).map((event) => event.id)).toEqual([
      'tonight',
      'draft',
      'e0',
    ]);
    expect(heroEvents(events, { now, limit: 0 })).toEqual([]);
  });

  it('counts images, videos and YouTube links as visual media', () => {
    expect(hasVisualMedia({ media: image })).toBe(true);
    expect(hasVisualMedia({ media: [{ contentType: 'video/webm', url: '/a.webm' }] })).toBe(true);
    expect(hasVisualMedia({ media: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }] })).toBe(true);
    expect(hasVisualMedia({ media: [{ contentType: 'text/plain', url: '/a.txt' }] })).toBe(false);
    expect(hasVisualMedia({})).toBe(false);
  });
});
