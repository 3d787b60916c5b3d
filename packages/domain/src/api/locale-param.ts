import { LOCALES, normalizeLocale } from '../locale.js';
import { z } from 'zod';

/**
 * A language as the public site sends it (`es`, `en-US`, `fr_CA`, ...), read with the routing rule
 * (en* → en, fr* → fr, anything else → es), as the i18n read does. Only text that cannot be a
 * language tag at all is refused (400, translated).
 */
export const LocaleInputSchema = z
  .string()
  .min(1)
  .max(35)
  .regex(/^[A-Za-z0-9_-]+$/, 'a language tag such as es, en-US or fr')
  .transform((value) => normalizeLocale(value));

export const ShortLocaleSchema = z.enum(LOCALES);
