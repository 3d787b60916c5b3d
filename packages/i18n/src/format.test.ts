import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, longLocale } from './format';

describe('longLocale', () => {
  it('maps es, en, fr (short or long) to es-MX, en-US, fr-CA; anything else to es-MX', () => {
    expect(longLocale('es')).toBe('es-MX');
    expect(longLocale('en-GB')).toBe('en-US');
    expect(longLocale('fr')).toBe('fr-CA');
    expect(longLocale('de')).toBe('es-MX');
  });
});

describe('formatNumber', () => {
  it('groups and separates decimals per long locale', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1,234,567.5');
    // fr-CA groups with a narrow no-break space and uses a decimal comma.
    expect(formatNumber(1234567.5, 'fr')).toBe('1\u00a0234\u00a0567,5');
  });

  it('formats currency with the given options', () => {
    expect(formatNumber(12.5, 'en', { style: 'currency', currency: 'CAD' })).toBe('CA$12.50');
    expect(formatNumber(12.5, 'fr', { style: 'currency', currency: 'CAD' })).toBe('12,50\u00a0$');
  });
});

describe('formatDate', () => {
  const date = new Date(Date.UTC(2026, 2, 7, 18, 0));
  const utc = { dateStyle: 'long', timeZone: 'UTC' } as const;

  it('writes long dates per long locale', () => {
    expect(formatDate(date, 'es', utc)).toBe('7 de marzo de 2026');
    expect(formatDate(date, 'en', utc)).toBe('March 7, 2026');
    expect(formatDate(date, 'fr', utc)).toBe('7 mars 2026');
  });

  it('accepts ISO strings and timestamps, and answers empty for an invalid date', () => {
    expect(formatDate('2026-03-07T18:00:00Z', 'en', utc)).toBe('March 7, 2026');
    expect(formatDate(date.getTime(), 'en', utc)).toBe('March 7, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
