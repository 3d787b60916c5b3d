import { LOCALES } from '@bar/domain/locale';
import { type JsonObject } from '@bar/domain/merge';
import { settingsDocSegments } from '@bar/domain/settings/locale';
import { type Settings, settingsFromStored } from '@bar/domain/settings/schema';
import { z } from 'zod';
import type { DocumentStore } from '../stores/document-store.js';
import { readContent, withoutServerFields, writeMergePatch } from './branding.js';

/*
 * Settings per tenant:
 *   settings/default       the document, merged over the schema's defaults;
 *   settings/localization  { supported: ['es', 'en', 'fr'] }, the locales the translation editor offers.
 */
export const SETTINGS_DOC = settingsDocSegments('settings/default').join('/');
export const LOCALIZATION_DOC = settingsDocSegments('settings/localization').join('/');

export const DEFAULT_SUPPORTED_LOCALES = LOCALES;

export interface EffectiveSettings {
  settings: Settings;
  updatedAt: string | null;
}

export async function readEffectiveSettings(
  docs: DocumentStore,
): Promise<EffectiveSettings & { stored: JsonObject | null }> {
  const { data, updatedAt } = await readContent(docs, SETTINGS_DOC);
  return { settings: settingsFromStored(data), updatedAt, stored: data };
}

export const normalizeSettingsPatch = (patch: JsonObject): JsonObject => withoutServerFields(patch);

export const writeSettingsPatch = (docs: DocumentStore, patch: JsonObject) =>
  writeMergePatch(docs, SETTINGS_DOC, patch);

const LocalizationSchema = z.object({
  supported: z.array(z.enum(DEFAULT_SUPPORTED_LOCALES)).min(1),
});

/** The supported locales; a failed read or an odd document gives the defaults. */
export async function readSupportedLocales(docs: DocumentStore): Promise<string[]> {
  const { data } = await readContent(docs, LOCALIZATION_DOC);
  const parsed = LocalizationSchema.safeParse(data);
  return parsed.success ? [...new Set(parsed.data.supported)] : [...DEFAULT_SUPPORTED_LOCALES];
}
