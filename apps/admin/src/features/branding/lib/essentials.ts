// The branding fields the public site shows (hours, holidays, contact, links, company texts)
// read from and written back to the branding document as friendly forms, with their checks.
import { ClockTimeSchema, WEEK_DAYS } from '@bar/domain/branding/schedule';
import { isEmailAddress } from '@bar/domain/email';
import { isSiteAddress, type Json, type JsonObject } from './json-edit';

export type WeekDay = (typeof WEEK_DAYS)[number];
export type DayHours = { day: WeekDay; open: string; close: string; closed: boolean };
export type Holiday = { name: string; date: string };

/** What is wrong with a field, as a catalogue key under brandingForms.errors. */
export type FieldError = 'time' | 'email' | 'url' | 'picture' | 'required' | 'date';

const DATE = /^(\d{4}-)?(\d{2})-(\d{2})$/;

const asObject = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const asList = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const asText = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** The week in order, Monday first; a day the document does not name reads as closed. */
export function scheduleOf(doc: JsonObject): DayHours[] {
  const stored = asList(doc['schedule']).map(asObject);
  return WEEK_DAYS.map((day) => {
    const found = stored.find((entry) => entry['day'] === day);
    if (!found) return { day, open: '', close: '', closed: true };
    return {
      day,
      open: asText(found['open']),
      close: asText(found['close']),
      closed: found['closed'] === true,
    };
  });
}

/** The document's schedule with one day changed (a closed day keeps no hours). */
export function withDay(doc: JsonObject, next: DayHours): JsonObject {
  const stored = asList(doc['schedule']).map(asObject);
  const day: JsonObject = next.closed
    ? { day: next.day, open: '', close: '', closed: true }
    : { day: next.day, open: next.open, close: next.close, closed: false };
  const schedule = scheduleOf(doc).map((entry) => {
    if (entry.day !== next.day) {
      return stored.find((item) => item['day'] === entry.day) ?? { ...entry };
    }
    const previous = stored.find((item) => item['day'] === entry.day) ?? {};
    return { ...previous, ...day };
  });
  return { ...doc, schedule };
}

export const holidaysOf = (doc: JsonObject): Holiday[] =>
  asList(doc['holidays'])
    .map(asObject)
    .map((item) => ({ name: asText(item['name']), date: asText(item['date']) }));

/** A yearly holiday is stored as MM-DD; one date as YYYY-MM-DD. */
export const isYearly = (date: string): boolean => /^\d{2}-\d{2}$/.test(date);

/** The date input's value: a yearly holiday shown in `year`. */
export const dateInputValue = (date: string, year: number): string =>
  isYearly(date) ? `${year}-${date}` : date;

/** What to store from the date input: MM-DD when yearly. */
export const storedDate = (input: string, yearly: boolean): string =>
  yearly && /^\d{4}-\d{2}-\d{2}$/.test(input) ? input.slice(5) : input;

/** The holiday's next day on or after `today` (YYYY-MM-DD), or null when it is past or invalid. */
export function nextOccurrence(date: string, today: string): string | null {
  if (!isValidDate(date)) return null;
  if (!isYearly(date)) return date >= today ? date : null;
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${date}`;
  return thisYear >= today ? thisYear : `${year + 1}-${date}`;
}

function isValidDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const year = match[1] ? Number(match[1].slice(0, 4)) : 2024;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const isWebUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Every problem of the friendly forms, by the field's path (schedule.monday.open, …). */
export function essentialsErrors(doc: JsonObject): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const day of scheduleOf(doc)) {
    if (day.closed) continue;
    for (const side of ['open', 'close'] as const) {
      const value = day[side];
      if (!value) errors[`schedule.${day.day}.${side}`] = 'required';
      else if (!ClockTimeSchema.safeParse(value).success)
        errors[`schedule.${day.day}.${side}`] = 'time';
    }
  }
  holidaysOf(doc).forEach((holiday, index) => {
    if (!holiday.name.trim()) errors[`holidays.${index}.name`] = 'required';
    if (!isValidDate(holiday.date)) errors[`holidays.${index}.date`] = 'date';
  });
  const contact = asObject(doc['contact']);
  const email = asText(contact['email']).trim();
  if (email && !isEmailAddress(email)) errors['contact.email'] = 'email';
  for (const key of ['website', 'googleMaps'] as const) {
    const value = asText(contact[key]).trim();
    if (value && !isWebUrl(value)) errors[`contact.${key}`] = 'url';
  }
  for (const list of ['socials', 'platforms'] as const) {
    asList(doc[list])
      .map(asObject)
      .forEach((item, index) => {
        if (!asText(item['name']).trim()) errors[`${list}.${index}.name`] = 'required';
        if (!isWebUrl(asText(item['url']).trim())) errors[`${list}.${index}.url`] = 'url';
      });
  }
  const logo = asText(asObject(doc['company'])['Logo']).trim();
  if (logo && !isSiteAddress(logo)) errors['company.Logo'] = 'picture';
  asList(asObject(doc['company'])['branches'])
    .map(asObject)
    .forEach((item, index) => {
      if (!asText(item['name']).trim()) errors[`company.branches.${index}.name`] = 'required';
      const url = asText(item['url']).trim();
      if (url && !isWebUrl(url)) errors[`company.branches.${index}.url`] = 'url';
    });
  return errors;
}

/** The company's values as lines (stored as a list or as one text). */
export const valuesText = (value: Json | undefined): string =>
  Array.isArray(value)
    ? value.filter((item) => typeof item === 'string').join('\n')
    : asText(value);

/** Lines back into the stored list, blank lines dropped. */
export const valuesList = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export { asList, asObject, asText };
