import type { TFunction } from 'i18next';

/**
 * A styled control's name for staff: the panel's words for the built-in controls
 * (`stylesTab.controlNames.*`); a control staff added themselves shows as they named it.
 */
export const controlLabel = (t: TFunction<'admin'>, control: string): string =>
  t(`stylesTab.controlNames.${control}`, { defaultValue: control });
