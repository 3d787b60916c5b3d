import { z } from 'zod';
import { LOCALES } from '../locale.js';

/**
 * Value checks of the declared variables. Each takes the trimmed text and gives the text to store
 * (lists are normalised to `a,b,c`); values are always stored as strings.
 */
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const unique = (items: string[]) => new Set(items).size === items.length;
const joinList = (items: string[]) => items.join(',');

/** A comma list whose items pass `item`, lower-cased, without repeats. */
const listOf = (item: z.ZodType<string, string>, { min = 0 } = {}) =>
  z
    .string()
    .transform((value) => splitList(value).map((entry) => entry.toLowerCase()))
    .pipe(z.array(item).min(min).refine(unique))
    .transform(joinList);

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const segmentsOf = (value: string) => value.split('/');

export const tenantValue = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i);
export const localeValue = z.enum(LOCALES);
export const localeListValue = listOf(localeValue, { min: 1 });

/** A document path of the tenant's store: an even number of plain segments (`branding/default`). */
export const documentPathValue = z
  .string()
  .refine(
    (value) =>
      segmentsOf(value).every((segment) => SEGMENT.test(segment)) &&
      segmentsOf(value).length % 2 === 0,
  );

export const collectionValue = z.string().regex(SEGMENT);

/** A storage folder relative to the tenant (`manifest/icons`); a trailing slash is dropped. */
export const storagePathValue = z
  .string()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine((value) =>
    segmentsOf(value).every(
      (segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment),
    ),
  );

export const cacheHoursValue = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .refine((value) => Number(value) <= 8760);

/** One token without spaces: API keys and client ids. */
export const tokenValue = z.string().regex(/^\S+$/);
export const prefixedToken = (pattern: RegExp) => z.string().regex(pattern);
export const base64UrlValue = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);
/** Web Push contact: `mailto:` address or an https URL (RFC 8292). */
export const vapidSubjectValue = z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/);
/** Extra variables: any text. */
export const anyValue = z.string();
