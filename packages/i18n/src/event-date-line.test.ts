import { describe, expect, it } from 'vitest';
import { eventDateLine } from './event-date-line';

// ICU versions differ in the spaces they put before AM/PM (plain, no-break or narrow).
const line = (...args: Parameters<typeof eventDateLine>) =>
  eventDateLine(...args).replace(/\s/g, ' ');

const event = {
  date: '2031-06-14',
  endDate: '',
  startTime: '20:00',
  endTime: '23:00',
  startAt: '',
};

describe('the hero date line', () => {
  it('uses the long locale of each language (es-MX, en-US, fr-CA)', () => {
    expect(line(event, 'es')).toBe('sábado, 14 de junio de 2031 · 8:00 p.m.–11:00 p.m.');
    expect(line(event, 'en')).toBe('Saturday, June 14, 2031 · 8:00 PM–11:00 PM');
    expect(line(event, 'fr')).toBe('samedi 14 juin 2031 · 20 h 00–23 h 00');
  });

  it('shows the end day of a multi-day event, and no time when there is none', () => {
    expect(line({ ...event, endDate: '2031-06-15', startTime: '', endTime: '' }, 'en')).toBe(
      'Saturday, June 14, 2031 – Sunday, June 15, 2031',
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
});
