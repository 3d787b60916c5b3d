import type { Locale } from '../locale.js';

/**
 * The settings helper's locale reading, distinct from the routing one
 * (`normalizeLocale` in @bar/domain/locale: en* → en, fr* → fr, else es): here only the listed forms
 * are recognised and anything else is en.
 */

const KNOWN: Record<string, Locale> = {
  es: 'es',
  'es-mx': 'es',
  en: 'en',
  'en-us': 'en',
  fr: 'fr',
  'fr-ca': 'fr',
};

/** es, es-MX → es; en, en-US → en; fr, fr-CA → fr; anything else → en. `_` counts as `-`. */
export function normalizeSettingsLocale(input: string | null | undefined): Locale {
  const key = (input ?? '').trim().toLowerCase().replaceAll('_', '-');
  return KNOWN[key] ?? 'en';
}

export type ContentScope = 'global' | 'site' | 'page';

export interface ScopedDocument {
  scope: ContentScope;
  page?: string | null;
  locale?: string | null;
}

const given = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The document of one scope in a family of collections (`branding`, `i18n`, `meta`):
 * global → `{base}_global/{locale}`, site → `{base}_site/{locale}`,
 * page → `{base}_pages/{page}_{locale}`. Page and site documents with no locale use es, and the
 * page defaults to 'home' (spec); a global document's missing locale reads as the helper does (en).
 */
export function scopedDocPath(base: string, { scope, page, locale }: ScopedDocument): string {
  const lang = scope !== 'global' && !given(locale) ? 'es' : normalizeSettingsLocale(locale);
  if (scope === 'global') return `${base}_global/${lang}`;
  if (scope === 'site') return `${base}_site/${lang}`;
  return `${base}_pages/${given(page) ? page.trim() : 'home'}_${lang}`;
}

/** The spec's exact text for a settings path that is not a document path. */
export const INVALID_SETTINGS_DOC_PATH = 'Invalid settings doc path';

/**
 * A settings document path must name a document: an even number of non-empty segments
 * (`settings/default`, `tenants/x/settings/default`). Answers the segments, else throws.
 */
export function settingsDocSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment.trim() === '')) {
    throw new Error(INVALID_SETTINGS_DOC_PATH);
  }
  return segments;
}
