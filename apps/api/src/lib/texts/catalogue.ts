import { flattenMessages } from '@bar/domain/i18n/flatten';
import type { Locale } from '@bar/domain/locale';
import serverEn from '@bar/i18n/messages/server/en.json' with { type: 'json' };
import serverEs from '@bar/i18n/messages/server/es.json' with { type: 'json' };
import serverFr from '@bar/i18n/messages/server/fr.json' with { type: 'json' };
import en from '@bar/i18n/messages/en.json' with { type: 'json' };
import es from '@bar/i18n/messages/es.json' with { type: 'json' };
import fr from '@bar/i18n/messages/fr.json' with { type: 'json' };

// The API speaks in message ids; for callers that show its answers as they come (a form's
// error line, the admin gate's denial, a mail, the assistant's offline answer), it also writes
// the id's text in the caller's language. The texts live in the catalogues of @bar/i18n: the
// site's (which the site translates with too) and the server's own (errors, mails, the
// assistant, the event rules), which never reaches a browser.
const FLAT: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  es: { ...flattenMessages(es), ...flattenMessages(serverEs) },
  en: { ...flattenMessages(en), ...flattenMessages(serverEn) },
  fr: { ...flattenMessages(fr), ...flattenMessages(serverFr) },
};

/** The dotted ids of a catalogue's texts ("mail.reservation.subject", ...). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** An id of the server's own catalogue, checked when the code is compiled. */
export type ServerMessageId = Leaves<typeof serverEs>;
/** An id of either catalogue the API writes from. */
export type CatalogueId = Leaves<typeof es> | ServerMessageId;

/** Whether an id has a text in the catalogues. */
export const hasCatalogueText = (id: string): boolean => Object.hasOwn(FLAT.es, id);

/** The id's text in a language (Spanish when that language lacks it; the id itself if none). */
const textOf = (id: string, locale: Locale) => FLAT[locale][id] ?? FLAT.es[id] ?? id;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The catalogue's text of an id in a language, `{{name}}` filled from params; the id if none. */
export function catalogueText(
  id: CatalogueId,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return textOf(id, locale).replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A text of the server's catalogue; a missing value leaves its placeholder empty. */
export function serverText(
  id: ServerMessageId,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return textOf(id, locale).replace(PLACEHOLDER, (_whole, name: string) =>
    String(params[name] ?? ''),
  );
}
