// The site's languages and the one rule that reads any language tag as one of them. Plain
// constants and functions, no zod: the public site's first-load chunk imports this module.

export const LOCALES = ['es', 'en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

/** The site's default language: `/` without a preference, hreflang x-default, a missing tag. */
export const DEFAULT_LOCALE: Locale = 'es';

/** Long locale used for number and date formatting. */
export const LONG_LOCALE: Readonly<Record<Locale, string>> = {
  es: 'es-MX',
  fr: 'fr-CA',
  en: 'en-US',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The routing reading of a language tag (a URL segment, `x-locale`, Accept-Language, a body's
 * `locale`, the browser's language): anything starting with "en" is en, "fr" is fr, everything
 * else (including empty or missing input) is es. Case-insensitive, surrounding spaces ignored.
 * The settings helper's stricter reading (unknown → en) is `normalizeSettingsLocale`.
 */
export function normalizeLocale(input: string | null | undefined): Locale {
  const value = (input ?? '').trim().toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('fr')) return 'fr';
  return DEFAULT_LOCALE;
}
