import { LONG_LOCALE, normalizeLocale } from './locales.js';

// Numbers and dates use the long locales of spec §9 (es-MX, fr-CA, en-US) whatever the visitor's
// browser says, so a page reads the same for everyone in its language.
// https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl

/** The long locale for a short or long language tag (anything unknown reads as es). */
export function longLocale(locale: string): string {
  return LONG_LOCALE[normalizeLocale(locale)];
}

export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(longLocale(locale), options).format(value);
}

export function formatDate(
  value: Date | number | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(longLocale(locale), options).format(date);
}
