import { describe, expect, it } from 'vitest';
import { addressOf, formatAddress } from './about';

const KING = {
  street: 'King Street West',
  number: '412',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 1K1',
  country: 'Canada',
};

describe('formatAddress', () => {
  it('writes the number before the street, as Canada does, whatever the language', () => {
    expect(formatAddress(KING)).toBe('412 King Street West, Toronto, ON M5V 1K1, Canada');
  });

  it('puts the unit after the street line and skips what is missing', () => {
    expect(formatAddress({ ...KING, interior: 'Suite 2', country: '' })).toBe(
      '412 King Street West, Suite 2, Toronto, ON M5V 1K1',
    );
    expect(formatAddress({ street: 'King Street West', city: 'Toronto' })).toBe(
      'King Street West, Toronto',
    );
    expect(formatAddress('412 King St W')).toBe('412 King St W');
    expect(formatAddress({})).toBeUndefined();
  });

  it('searches the map for the address in that order', () => {
    expect(addressOf({ contact: { address: KING } }).mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('412 King Street West, Toronto, ON M5V 1K1, Canada')}`,
    );
  });
});
