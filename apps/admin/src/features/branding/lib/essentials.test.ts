import { describe, expect, it } from 'vitest';
import {
  essentialsErrors,
  nextOccurrence,
  scheduleOf,
  storedDate,
  valuesList,
  withDay,
} from './essentials';
import type { JsonObject } from './json-edit';

const doc: JsonObject = {
  schedule: [
    { day: 'monday', open: '09:00', close: '17:00', closed: false, note: 'kept' },
    { day: 'sunday', open: '', close: '', closed: true },
  ],
  holidays: [{ name: 'Canada Day', date: '07-01' }],
  contact: { phone: '+1 613 555 0100', email: 'hola@example.com', address: { city: 'Ottawa' } },
  socials: [{ name: 'instagram', url: 'https://instagram.com/cantina', enabled: true }],
  platforms: [],
  company: { branches: [] },
};

describe('the friendly branding forms', () => {
  it('reads the week Monday first; a day the document does not name is closed', () => {
    const week = scheduleOf(doc);
    expect(week.map((day) => day.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week[0]).toEqual({ day: 'monday', open: '09:00', close: '17:00', closed: false });
    expect(week[1]?.closed).toBe(true);
  });

  it('changes one day, keeps the stored extras, and a closed day keeps no hours', () => {
    const late = withDay(doc, { day: 'monday', open: '18:00', close: '02:00', closed: false });
    expect((late['schedule'] as JsonObject[])[0]).toEqual({
      day: 'monday',
      open: '18:00',
      close: '02:00',
      closed: false,
      note: 'kept',
    });
    const shut = withDay(late, { day: 'monday', open: '18:00', close: '02:00', closed: true });
    expect((shut['schedule'] as JsonObject[])[0]).toMatchObject({
      open: '',
      close: '',
      closed: true,
    });
    expect(shut['schedule'] as JsonObject[]).toHaveLength(7);
  });

  it('a yearly holiday comes back next year once past; a dated one passes', () => {
    expect(nextOccurrence('07-01', '2026-11-25')).toBe('2027-07-01');
    expect(nextOccurrence('12-25', '2026-11-25')).toBe('2026-12-25');
    expect(nextOccurrence('2026-01-01', '2026-11-25')).toBeNull();
    expect(nextOccurrence('02-30', '2026-11-25')).toBeNull();
    expect(storedDate('2026-07-01', true)).toBe('07-01');
    expect(storedDate('2026-07-01', false)).toBe('2026-07-01');
  });

  it('flags wrong times, dates, e-mails and links, by the field', () => {
    expect(essentialsErrors(doc)).toEqual({});
    const bad: JsonObject = {
      ...withDay(doc, { day: 'friday', open: '25:00', close: '', closed: false }),
      holidays: [{ name: '', date: '2026-02-30' }],
      contact: { email: 'hola@', website: 'cantina.example', googleMaps: 'https://maps.app/x' },
      platforms: [{ name: 'Uber Eats', url: 'javascript:alert(1)' }],
      company: { Logo: 'javascript:alert(1)', branches: [] },
    };
    expect(essentialsErrors(bad)).toEqual({
      'schedule.friday.open': 'time',
      'schedule.friday.close': 'required',
      'holidays.0.name': 'required',
      'holidays.0.date': 'date',
      'contact.email': 'email',
      'contact.website': 'url',
      'platforms.0.url': 'url',
      'company.Logo': 'picture',
    });
    const ownLogo = { ...doc, company: { Logo: '/api/media/logos/cantina.png', branches: [] } };
    expect(essentialsErrors(ownLogo)).toEqual({});
  });

  it('stores the values one per line, blank lines dropped', () => {
    expect(valuesList('Sabor\n\n  Familia \n')).toEqual(['Sabor', 'Familia']);
  });
});
