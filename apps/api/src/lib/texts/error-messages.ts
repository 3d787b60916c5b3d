import type { Locale } from '@bar/domain/locale';
import type serverEs from '@bar/i18n/messages/server/es.json';
import { serverText } from './catalogue.js';

/** The errors the platform itself raises: their texts are the server catalogue's `errors.*`. */
export type ErrorMessageId = keyof typeof serverEs.errors;

export function errorMessage(id: ErrorMessageId, locale: Locale): string {
  return serverText(`errors.${id}`, locale);
}
