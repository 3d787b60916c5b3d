import { describe, expect, it } from 'vitest';
import { eventDateLine } from './event-date-line';

const event = { date: '2025-03-14', endDate: '', startTime: '20:30', endTime: '' };

describe('eventDateLine', () => {
  it('writes the day in the long locale of each language, whatever the visitor’s zone', () => {
    expect(eventDateLine(event, 'es')).toMatch(/^viernes, 14 de marzo de 2025 · 8:30/);
    expect(eventDateLine(event, 'en')).toMatch(/^Friday, March 14, 2025 · 8:30\sPM$/);
    expect(eventDateLine(event, 'fr')).toMatch(/^vendredi 14 mars 2025 · 20 h 30$/);
  });

  it('shows a range of days and of hours', () => {
    const line = eventDateLine(
      { date: '2025-03-14', endDate: '2025-03-16', startTime: '', endTime: '' },
      'en',
    );
    expect(line).toContain('14');
    expect(line).toContain('16');
    expect(eventDateLine({ ...event, endTime: '23:00' }, 'fr')).toMatch(/20 h 30.+23 h 00/);
  });

  it('is empty without a valid date', () => {
    expect(eventDateLine({ ...event, date: '' }, 'es')).toBe('');
  });
});
