import { describe, expect, it } from 'vitest';
import { eventDateLine, eventDateLines } from './event-date-line';

// ICU versions differ in the spaces they put around ranges and before AM/PM (plain, no-break,
// narrow or thin).
const line = (...args: Parameters<typeof eventDateLine>) =>
  eventDateLine(...args).replace(/\s/g, ' ');

const event = {
  date: '2031-06-14',
  endDate: '',
  startTime: '20:00',
  endTime: '23:00',
  startAt: '',
};

describe('the event date line (hero, blog, cards)', () => {
  it('uses the long locale of each language and writes a shared part of a range once', () => {
    expect(line(event, 'es')).toBe('sábado, 14 de junio de 2031 · 8:00–11:00 p.m.');
    expect(line(event, 'en')).toBe('Saturday, June 14, 2031 · 8:00 – 11:00 PM');
    expect(line(event, 'fr')).toBe('samedi 14 juin 2031 · 20 h 00 – 23 h 00');
  });

  it('shows the start time alone when there is no end', () => {
    expect(line({ ...event, endTime: '' }, 'en')).toBe('Saturday, June 14, 2031 · 8:00 PM');
    expect(line({ ...event, endTime: '' }, 'fr')).toBe('samedi 14 juin 2031 · 20 h 00');
  });

  it('writes both times of a night that ends after midnight, without dates', () => {
    expect(line({ ...event, endTime: '02:00' }, 'en')).toBe(
      'Saturday, June 14, 2031 · 8:00 PM–2:00 AM',
    );
  });

  it('shows a range of days, and no time when there is none', () => {
    expect(line({ ...event, endDate: '2031-06-15', startTime: '', endTime: '' }, 'en')).toBe(
      'Saturday, June 14 – Sunday, June 15, 2031',
    );
    expect(line({ ...event, endDate: '2031-06-15', startTime: '', endTime: '' }, 'es')).toBe(
      'sábado, 14 de junio – domingo, 15 de junio de 2031',
    );
  });

  it('never moves the day with the visitor’s zone', () => {
    expect(line({ ...event, date: '2025-03-14', startTime: '', endTime: '' }, 'fr')).toBe(
      'vendredi 14 mars 2025',
    );
  });

  it('falls back to startAt in the tenant zone', () => {
    const fromStartAt = {
      date: '',
      endDate: '',
      startTime: '',
      endTime: '',
      startAt: '2031-06-15T01:30:00Z',
    };
    expect(line(fromStartAt, 'en', 'America/Toronto')).toBe('Saturday, June 14, 2031 · 9:30 PM');
  });

  it('is empty without a valid date', () => {
    expect(eventDateLine({ ...event, date: '' }, 'es')).toBe('');
  });

  it('writes a list’s lines by event id, in one language', () => {
    const { locale, lines } = eventDateLines(
      [
        { ...event, id: 'a' },
        { ...event, id: 'b', endTime: '' },
      ],
      'fr',
    );
    expect(locale).toBe('fr');
    expect(Object.keys(lines)).toEqual(['a', 'b']);
    expect(lines['a']!.replace(/\s/g, ' ')).toBe('samedi 14 juin 2031 · 20 h 00 – 23 h 00');
    expect(lines['b']!.replace(/\s/g, ' ')).toBe('samedi 14 juin 2031 · 20 h 00');
  });
});
