import { describe, expect, it } from 'vitest';
import { pagesSwitchedOff } from './pages.js';

describe('pagesSwitchedOff', () => {
  it('keeps every page while the flags are on or missing', () => {
    expect(pagesSwitchedOff({ booking: true, products: true })).toEqual([]);
    expect(pagesSwitchedOff(undefined)).toEqual([]);
    expect(pagesSwitchedOff({ booking: 'no' })).toEqual([]);
  });

  it('switches off the pages of a flag set to false', () => {
    expect(pagesSwitchedOff({ booking: false })).toEqual(['reservations']);
    expect(pagesSwitchedOff({ products: false, ecommerce: false }).sort()).toEqual([
      'checkout',
      'menus',
      'pdf',
    ]);
  });
});
