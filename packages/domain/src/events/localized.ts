// An event in the reader's language. The event's own fields (title, description, location, the
// calls to action's labels) are its Spanish texts; `localized.en` / `localized.fr` may hold any
// of them in that language. A missing or empty text falls back to the Spanish one, field by field.
// Plain functions, no zod: the public site's first-load chunk may import this module.
import type { Locale } from '../locale.js';

/** The texts of an event that a language may override. */
export interface EventTexts {
  title?: string;
  description?: string;
  location?: string;
  /** The calls to action's labels, by position in `ctas`. */
  ctaLabels?: string[];
}

export type LocalizedEventTexts = Partial<Record<Exclude<Locale, 'es'>, EventTexts>>;

interface LocalizableEvent {
  title: string;
  description?: string;
  location?: string;
  ctas?: readonly { label?: string }[];
  localized?: LocalizedEventTexts;
}

const filled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The event with its texts in `locale` where that language has them, the Spanish elsewhere. */
export function localizeEvent<T extends LocalizableEvent>(event: T, locale: Locale): T {
  const texts = locale === 'es' ? undefined : event.localized?.[locale];
  if (!texts) return event;
  return {
    ...event,
    title: filled(texts.title) ? texts.title : event.title,
    ...(event.description !== undefined || filled(texts.description)
      ? { description: filled(texts.description) ? texts.description : event.description }
      : {}),
    ...(event.location !== undefined || filled(texts.location)
      ? { location: filled(texts.location) ? texts.location : event.location }
      : {}),
    ...(event.ctas
      ? {
          ctas: event.ctas.map((cta, index) => {
            const label = texts.ctaLabels?.[index];
            return filled(label) ? { ...cta, label } : cta;
          }),
        }
      : {}),
  };
}

/** Which of an event's languages lack a title of their own (for the form's "missing" mark). */
export function missingEventLanguages(event: LocalizableEvent): Exclude<Locale, 'es'>[] {
  return (['en', 'fr'] as const).filter((locale) => !filled(event.localized?.[locale]?.title));
}
