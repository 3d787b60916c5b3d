import { z } from 'zod';

/** The locales translations and metadata are kept in (spec §9). */
export const CONTENT_LOCALES = ['es', 'en', 'fr'] as const;

export const ContentLocaleSchema = z.enum(CONTENT_LOCALES);

export type ContentLocale = z.output<typeof ContentLocaleSchema>;

export const isContentLocale = (value: unknown): value is ContentLocale =>
  typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
