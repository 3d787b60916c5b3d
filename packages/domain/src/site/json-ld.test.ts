import { describe, expect, it } from 'vitest';
import { eventJsonLd, restaurantJsonLd, zoneOffset } from './json-ld';

const place = {
  name: 'Casa',
  address: { city: 'Toronto', country: 'CA' },
  url: 'https://x.example/es',
};

describe('schema.org data of the served pages', () => {
  it('writes a time with its zone’s offset on that day (summer and winter time)', () => {
    expect(zoneOffset('2031-07-01', '20:00', 'America/Toronto')).toBe('-04:00');
    expect(zoneOffset('2031-01-15', '20:00', 'America/Toronto')).toBe('-05:00');
    expect(zoneOffset('2031-01-15', '20:00', 'Asia/Kolkata')).toBe('+05:30');
    expect(zoneOffset('2031-01-15', '20:00', 'UTC')).toBe('+00:00');
  });

  it('gives an event its start and end with offsets, a day-long one its dates only', () => {
    const timed = eventJsonLd(
      { title: 'Jazz', date: '2031-07-01', startTime: '20:00', endTime: '23:00', media: [] },
      place,
      'America/Toronto',
      'https://x.example',
    );
    expect(timed).toMatchObject({
      '@type': 'Event',
      startDate: '2031-07-01T20:00:00-04:00',
      endDate: '2031-07-01T23:00:00-04:00',
      location: { '@type': 'Place', name: 'Casa', address: { '@type': 'PostalAddress' } },
    });
    const allDay = eventJsonLd(
      { title: 'Feria', date: '2031-07-01', endDate: '2031-07-03', media: [], coverUrl: '/c.jpg' },
      place,
      'America/Toronto',
      'https://x.example',
    );
    expect(allDay).toMatchObject({
      startDate: '2031-07-01',
      endDate: '2031-07-03',
      image: 'https://x.example/c.jpg',
    });
    expect(allDay).not.toHaveProperty('description');
  });

  it('leaves out what the tenant did not fill in, and the closed days', () => {
    const restaurant = restaurantJsonLd({
      name: 'Casa',
      url: 'https://x.example/es',
      menuUrl: 'https://x.example/es/menus',
      address: {},
      cuisine: [],
      schedule: [
        { day: 'monday', open: '09:00', close: '17:00' },
        { day: 'sunday', open: '', close: '', closed: true },
      ],
    });
    expect(restaurant).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Casa',
      url: 'https://x.example/es',
      hasMenu: 'https://x.example/es/menus',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'Monday',
          opens: '09:00',
          closes: '17:00',
        },
      ],
    });
  });
});
