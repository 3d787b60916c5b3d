import type { TFunction } from 'i18next';

/**
 * A branding field's name for staff: the panel's words for the document's known keys
 * (`brandingTab.fields.*`); a key staff added themselves shows as they wrote it.
 */
export const fieldLabel = (t: TFunction<'admin'>, key: string): string =>
  t(`brandingTab.fields.${key}`, { defaultValue: key });
