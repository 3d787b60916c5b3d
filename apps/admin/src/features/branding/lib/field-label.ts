import type { TFunction } from 'i18next';

/**
 * A branding field's name for staff: the panel's words for the document's known keys
 * (`brandingTab.fields.*`); a key staff added themselves shows as they wrote it.
 */
export const fieldLabel = (t: TFunction<'admin'>, key: string): string =>
  t(`brandingTab.fields.${key}`, { defaultValue: key });

/**
 * The staff's name of a branding field a version diff lists: each part of its path by the
 * panel's words, a list position counted from 1 (`contact.address.street` → "Contacto ·
 * Dirección · Calle"); a part staff named themselves stays as they wrote it.
 */
export const brandingPathLabel = (t: TFunction<'admin'>, path: string): string =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : fieldLabel(t, part)))
    .join(' · ');
