import { flattenMessages } from '@bar/domain/i18n/flatten';
import type { Locale } from '@bar/domain/locale';
import en from '@bar/i18n/messages/en.json' with { type: 'json' };
import es from '@bar/i18n/messages/es.json' with { type: 'json' };
import fr from '@bar/i18n/messages/fr.json' with { type: 'json' };

// The API speaks in message ids; for callers that show its answers as they come (a form's
// error line, the admin gate's denial), it also writes the id's text in the caller's language,
// read from the same catalogues the apps translate with (@bar/i18n), never from a copy.
const FLAT: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  es: flattenMessages(es),
  en: flattenMessages(en),
  fr: flattenMessages(fr),
};

/** The catalogue's text of an id in a language, `{{name}}` filled from params; the id if none. */
export function catalogueText(
  id: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const text = FLAT[locale][id] ?? FLAT.es[id] ?? id;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
