import { describe, expect, it } from 'vitest';
import { leadsCsv } from './leads-list';

describe('leadsCsv', () => {
  it('writes a header and one quoted row per lead, doubling quotes', () => {
    expect(
      leadsCsv([
        {
          id: 'a1',
          name: 'Ana "La Jefa"',
          email: 'ana@example.com',
          consent: true,
          locale: 'es',
          createdAt: '2026-11-23T17:00:00.000Z',
        },
      ]),
    ).toBe(
      '"name","email","locale","createdAt"\r\n"Ana ""La Jefa""","ana@example.com","es","2026-11-23T17:00:00.000Z"',
    );
  });
});
