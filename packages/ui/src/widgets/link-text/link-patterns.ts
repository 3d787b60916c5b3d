// The patterns behind splitLinks. Written with the `u` flag; \p{Lu} lets accented capitals
// (Álamo, Émile) start a street name.

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A street word as written in text: lower case, Capitalised or UPPER CASE. */
const anyCase = (words: string[]) =>
  words
    .flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1), w.toUpperCase()])
    .map(escape)
    .join('|');

const EN_STREET = anyCase([
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'drive',
  'dr',
  'lane',
  'ln',
  'way',
  'court',
  'ct',
  'boulevard',
  'blvd',
  'place',
  'pl',
  'crescent',
  'cres',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'terrace',
  'circle',
  'square',
  'trail',
]);
/** Spanish words that name a street on their own. */
const ES_STREET = anyCase([
  'calle',
  'c/',
  'avenida',
  'av',
  'avda',
  'boulevard',
  'bulevar',
  'blvd',
  'carretera',
  'carr',
  'calzada',
  'calz',
  'periférico',
  'periferico',
  'prolongación',
  'prolongacion',
  'callejón',
  'callejon',
]);
/** Words that are also ordinary nouns: an address only with a number after the name. */
const ES_WEAK_STREET = anyCase([
  'plaza',
  'paseo',
  'camino',
  'privada',
  'cerrada',
  'circuito',
  'andador',
]);

const NAME = String.raw`[\p{Lu}\d][\p{L}\d'’.-]*(?![\p{L}\d])`;
const CONNECTOR = String.raw`(?:de|del|la|las|los|el|y)`;
const ES_NAME = String.raw`(?:${CONNECTOR}[ \t]+){0,3}${NAME}(?:[ \t]+(?:${CONNECTOR}[ \t]+)*${NAME}){0,5}`;
const ES_NUMBER = String.raw`[ \t]*,?[ \t]*(?:#|No\.?|Nº|N°|núm\.?|número)?[ \t]*\d{1,5}[A-Za-z]?(?![\p{L}\d])`;
const START = String.raw`(?<![\p{L}\d/@.])`;

export const POSTAL_CODE = String.raw`[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\d])`;

export const URL_PATTERN = /(?<![\w@./-])(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
export const EMAIL_PATTERN =
  /(?<![\w.+%-])[\w.+%-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}(?![\w-])/gu;
/** Candidates only: isPhoneText decides. No currency or digit may touch either end. */
export const PHONE_CANDIDATE =
  /(?<![\w$€£¥+.,/-])(?:\+[ \t]?)?(?:\(\d{1,4}\)|\d)[\d \t\u00A0().-]*\d(?![\w%€$£]|[.,]\d|[ \t\u00A0]?[$€£%])/gu;

export const ADDRESS_PATTERNS: RegExp[] = [
  // English: "123 Main St", "45 Queen Street West", "7-21 1st Ave."
  new RegExp(
    String.raw`${START}\d{1,6}[A-Za-z]?(?:-\d{1,6})?(?:[ \t]+${NAME}){1,4}?[ \t]+(?:${EN_STREET})\.?(?![\p{L}\d])(?:[ \t]+(?:North|South|East|West|NE|NW|SE|SW|N|S|E|W)\.?(?![\p{L}\d]))?`,
    'gu',
  ),
  // Spanish: "Calle Mayor 12", "Av. Insurgentes Sur 1605", "Calle 5 de Mayo"
  new RegExp(String.raw`${START}(?:${ES_STREET})\.?[ \t]+${ES_NAME}(?:${ES_NUMBER})?`, 'gu'),
  new RegExp(String.raw`${START}(?:${ES_WEAK_STREET})\.?[ \t]+${ES_NAME}${ES_NUMBER}`, 'gu'),
  // A Canadian postal code on its own: "K1A 0B1"
  new RegExp(String.raw`(?<![\p{L}\d])${POSTAL_CODE}`, 'gu'),
];

const CITY = String.raw`\p{Lu}[\p{L}'’.-]*(?![\p{L}\d])(?:[ \t]+\p{Lu}[\p{L}'’.-]*(?![\p{L}\d]))*`;
/**
 * What may follow a street, tried in order at its end: city parts up to a postal code
 * (", Ottawa, ON K1A 0B1"), or a city and a two-letter province (", Toronto, ON").
 */
export const ADDRESS_TAILS: RegExp[] = [
  new RegExp(String.raw`(?:,?[ \t]*${CITY}){0,3},?[ \t]+${POSTAL_CODE}`, 'yu'),
  new RegExp(String.raw`,[ \t]*${CITY},[ \t]*[A-Z]{2}(?![\p{L}\d])`, 'yu'),
];
