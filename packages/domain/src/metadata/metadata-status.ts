import { type Status } from '../i18n/translation-status.js';

/** Spec §5 and §9. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
export const URL_FIELDS = ['canonical', 'og:image', 'twitter:image'] as const;
export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;

/** A warning, never a block (spec §5). `length` is in characters (code points). */
export type MetadataSuggestion =
  | { code: 'titleTooLong'; length: number; max: number }
  | { code: 'descriptionTooLong'; length: number; max: number }
  | { code: 'absoluteUrl' }
  | { code: 'twitterCard' };

const isAbsoluteHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The suggestion for a non-empty value of a field, or null when there is none. */
export function metadataSuggestion(field: string, value: string): MetadataSuggestion | null {
  const text = value.trim();
  const length = [...text].length;
  if (field === 'title' && length > TITLE_MAX)
    return { code: 'titleTooLong', length, max: TITLE_MAX };
  if (field === 'description' && length > DESCRIPTION_MAX) {
    return { code: 'descriptionTooLong', length, max: DESCRIPTION_MAX };
  }
  if ((URL_FIELDS as readonly string[]).includes(field) && !isAbsoluteHttpUrl(text))
    return { code: 'absoluteUrl' };
  if (field === 'twitter:card' && !(TWITTER_CARDS as readonly string[]).includes(text))
    return { code: 'twitterCard' };
  return null;
}

export interface MetadataCell {
  status: Status;
  suggestion: MetadataSuggestion | null;
}

/** Spec §4: red when empty (or only spaces); yellow when there is a suggestion; else green. */
export function metadataCellStatus(field: string, value: string | null | undefined): MetadataCell {
  const text = value ?? '';
  if (text.trim() === '') return { status: 'red', suggestion: null };
  const suggestion = metadataSuggestion(field, text);
  return { status: suggestion ? 'yellow' : 'green', suggestion };
}

/** Spec §4: red if any locale is red, else yellow if any is yellow, else green. */
export function metadataRowStatus(
  field: string,
  values: Readonly<Record<string, string | undefined>>,
  locales: readonly string[],
): Status {
  const cells = locales.map((locale) => metadataCellStatus(field, values[locale]).status);
  if (cells.includes('red')) return 'red';
  return cells.includes('yellow') ? 'yellow' : 'green';
}

const TEXTS = {
  es: {
    titleTooLong: 'El título tiene {length} caracteres; se sugieren {max} como máximo.',
    descriptionTooLong: 'La descripción tiene {length} caracteres; se sugieren {max} como máximo.',
    absoluteUrl: 'Usa una URL absoluta que empiece por http:// o https://.',
    twitterCard: 'Usa summary o summary_large_image.',
  },
  en: {
    titleTooLong: 'The title has {length} characters; at most {max} are suggested.',
    descriptionTooLong: 'The description has {length} characters; at most {max} are suggested.',
    absoluteUrl: 'Use an absolute URL starting with http:// or https://.',
    twitterCard: 'Use summary or summary_large_image.',
  },
  fr: {
    titleTooLong: 'Le titre compte {length} caractères ; {max} au maximum sont conseillés.',
    descriptionTooLong:
      'La description compte {length} caractères ; {max} au maximum sont conseillés.',
    absoluteUrl: 'Utilisez une URL absolue commençant par http:// ou https://.',
    twitterCard: 'Utilisez summary ou summary_large_image.',
  },
} as const;

/** A suggestion as text, in es, en or fr. */
export function formatMetadataSuggestion(
  suggestion: MetadataSuggestion,
  locale: keyof typeof TEXTS = 'es',
): string {
  const text: string = TEXTS[locale][suggestion.code];
  return 'length' in suggestion
    ? text.replace('{length}', String(suggestion.length)).replace('{max}', String(suggestion.max))
    : text;
}
