import { z } from 'zod';
import { LOCALES } from '../locale.js';

export const THEME_SLOTS = ['light', 'dark'] as const;
export const ThemeSlotSchema = z.enum(THEME_SLOTS);
export type ThemeSlot = z.infer<typeof ThemeSlotSchema>;

const themeName = z.string().trim().min(1);

/**
 * website.theme: which style theme each slot shows, the slot a first visit starts in, and the
 * browser's theme colour per slot. Saved by the theme editor ('Configuración de alias e initial
 * slot guardada').
 */
export const WebsiteThemeSchema = z.looseObject({
  aliases: z
    .looseObject({ light: themeName.default('light'), dark: themeName.default('dark') })
    .prefault({}),
  initialSlot: ThemeSlotSchema.default('light'),
  meta: z
    .looseObject({
      themeColor: z
        .looseObject({ light: z.string().default('#ffffff'), dark: z.string().default('#111827') })
        .prefault({}),
    })
    .prefault({}),
});

const LOCALE = z.enum(LOCALES);

export const WebsiteSchema = z.looseObject({
  url: z.string().default(''),
  favicon: z.string().default('/favicon.ico'),
  ogDefault: z.looseObject({ image: z.string().default('') }).prefault({}),
  fonts: z
    .looseObject({ headings: z.string().default(''), body: z.string().default('') })
    .prefault({}),
  theme: WebsiteThemeSchema.prefault({}),
  i18n: z
    .looseObject({
      defaultLocale: LOCALE.default('es'),
      supported: z
        .array(LOCALE)
        .min(1)
        .default([...LOCALES]),
    })
    .prefault({}),
  /** Named shortcuts to pages or external links (`{ menu: '/es/menu' }`). */
  directUrls: z.record(z.string(), z.string()).default({}),
});
