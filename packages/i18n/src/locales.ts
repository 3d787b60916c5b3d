// Locale rules for routing and dictionaries (spec §5 "Locale normalisation", first reading,
// and §9 "Locales"). The client-context reading (anything unknown -> en) lives with settings.

export const LOCALES = ['es', 'en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

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
 * Routing reading: anything starting with "en" is en, "fr" is fr, everything else
 * (including empty or missing input) is es. Case-insensitive, surrounding spaces ignored.
 */
export function normalizeRouteLocale(input: string | null | undefined): Locale {
  const value = (input ?? '').trim().toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('fr')) return 'fr';
  return 'es';
}
