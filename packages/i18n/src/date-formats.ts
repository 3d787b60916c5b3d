import { longLocale } from './format.js';

const made = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The date formatter of a page language (its long locale) for a constant set of options, made
 * once. Creating one costs far more than using it, and a page's first one loads the browser's
 * date data (tens of milliseconds on a phone): the event date lines and the about page's hours
 * format many days and times each.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const lang = longLocale(locale);
  let byLanguage = made.get(options);
  if (!byLanguage) {
    byLanguage = new Map();
    made.set(options, byLanguage);
  }
  let format = byLanguage.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    byLanguage.set(lang, format);
  }
  return format;
}
