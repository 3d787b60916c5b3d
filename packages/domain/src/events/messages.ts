import type { Locale } from '../locale.js';

/**
 * The texts of the event rules' message ids, in every locale the product speaks. The schemas and
 * rules answer ids (the UIs look them up in their catalogue, the API with `eventMessage`).
 * English texts of the ids the spec names are the spec's own.
 */

export const EVENT_MESSAGES = {
  'events.errors.titleRequired': {
    es: 'El título es obligatorio',
    en: 'Title is required',
    fr: 'Le titre est obligatoire',
  },
  'events.errors.dateRequired': {
    es: 'La fecha es obligatoria',
    en: 'Date is required',
    fr: 'La date est obligatoire',
  },
  'events.errors.dateInvalid': {
    es: 'Usa una fecha válida con el formato AAAA-MM-DD',
    en: 'Use a valid date in the format YYYY-MM-DD',
    fr: 'Utilisez une date valide au format AAAA-MM-JJ',
  },
  'events.errors.endDateBeforeStart': {
    es: 'La fecha de fin debe ser igual o posterior a la fecha de inicio',
    en: 'The end date must be on or after the start date',
    fr: 'La date de fin doit être identique ou postérieure à la date de début',
  },
  'events.errors.timeInvalid': {
    es: 'Usa una hora válida con el formato HH:MM',
    en: 'Use a valid time in the format HH:MM',
    fr: 'Utilisez une heure valide au format HH:MM',
  },
  'events.errors.startAtInvalid': {
    es: 'La marca de tiempo de inicio no es válida',
    en: 'The start timestamp is not valid',
    fr: "L'horodatage de début n'est pas valide",
  },
  'events.errors.slugInvalid': {
    es: 'El slug solo puede tener minúsculas sin acentos, números y guiones',
    en: 'The slug may only contain lowercase letters without accents, digits and hyphens',
    fr: 'Le slug ne peut contenir que des minuscules sans accents, des chiffres et des tirets',
  },
  'events.errors.statusInvalid': {
    es: 'El estado debe ser borrador (draft) o publicado (published)',
    en: 'The status must be draft or published',
    fr: 'Le statut doit être brouillon (draft) ou publié (published)',
  },
  'events.errors.tooManyCtas': {
    es: 'Como máximo 2 llamadas a la acción',
    en: 'At most 2 calls to action',
    fr: "Au plus 2 appels à l'action",
  },
  'events.errors.ctaInvalid': {
    es: 'Cada llamada a la acción necesita un tipo válido (none, url, pdf, phone, mailto o mail) y un enlace seguro',
    en: 'Each call to action needs a valid type (none, url, pdf, phone, mailto or mail) and a safe link',
    fr: "Chaque appel à l'action doit avoir un type valide (none, url, pdf, phone, mailto ou mail) et un lien sûr",
  },
  'events.errors.urlInvalid': {
    es: 'Usa un enlace que empiece por https:// (o una ruta que empiece por /)',
    en: 'Use a link starting with https:// (or a path starting with /)',
    fr: 'Utilisez un lien commençant par https:// (ou un chemin commençant par /)',
  },
  'events.errors.mediaInvalid': {
    es: 'Cada archivo multimedia necesita un tipo imagen o video y una URL o ruta',
    en: 'Each media item needs an image or video content type and a url or path',
    fr: 'Chaque média doit avoir un type image ou vidéo et une URL ou un chemin',
  },
  'events.errors.tooManyMedia': {
    es: 'Demasiados archivos multimedia en esta publicación',
    en: 'Too many media items in this post',
    fr: 'Trop de médias dans cette publication',
  },
  'events.errors.textTooLong': {
    es: 'El texto es demasiado largo',
    en: 'The text is too long',
    fr: 'Le texte est trop long',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type EventMessageId = keyof typeof EVENT_MESSAGES;

export const isEventMessageId = (value: string): value is EventMessageId =>
  Object.hasOwn(EVENT_MESSAGES, value);

export const eventMessage = (id: EventMessageId, locale: Locale): string =>
  EVENT_MESSAGES[id][locale];
