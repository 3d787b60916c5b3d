import { describe, expect, it } from 'vitest';
import { looksMasked, MASK, maskSecret } from './mask.js';

describe('maskSecret', () => {
  it('shows the last 4 characters of a value of 12 or more', () => {
    expect(maskSecret('sk_test_123456789')).toBe('••••6789');
    expect(maskSecret('abcdefghijkl')).toBe('••••ijkl');
  });

  it.each(['', 'a', 'short', 'abcdefghijk'])('masks %j fully (shorter than 12)', (value) => {
    expect(maskSecret(value)).toBe(MASK);
  });

  it('never splits a character made of two code units', () => {
    expect(maskSecret('0123456789-😀')).toBe('••••89-😀');
  });

  it('never contains more than the tail of the value', () => {
    const value = 'a-very-long-secret-value-0000';
    expect(maskSecret(value)).not.toContain(value.slice(0, -4));
  });
});

describe('looksMasked', () => {
  it('recognises a mask with or without a tail', () => {
    expect(looksMasked(MASK)).toBe(true);
    expect(looksMasked('••••abcd')).toBe(true);
    expect(looksMasked('abcd••••')).toBe(false);
    expect(looksMasked('plain')).toBe(false);
  });
});
