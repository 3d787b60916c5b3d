import type { BssEffective } from '@bar/client/get-bss-effective';
import { applyTheme, type SlotValues } from '@bar/ui/theme/apply-theme';
import { applyInitialSlot } from '@bar/ui/theme/theme-slot';

/** The header colour of each slot's seed, when the settings name none. */
export const DEFAULT_THEME_COLORS: SlotValues = { light: '#7a1f12', dark: '#5e170b' };

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * settings.website.theme (aliases, initialSlot, meta.themeColor) and the styles document, onto
 * the page: the tenant's initial slot unless the visitor chose one, and its tokens as CSS
 * variables for the slot shown (the seed in app.css stays under whatever is missing).
 */
export function applySiteTheme({ settings, styles }: BssEffective): void {
  // Read with optional chaining: the answer is trusted, not parsed, in the browser.
  const theme = settings.website?.theme;
  const color = theme?.meta?.themeColor;
  applyInitialSlot(theme?.initialSlot);
  applyTheme({
    styles,
    aliases: { light: nonEmpty(theme?.aliases?.light), dark: nonEmpty(theme?.aliases?.dark) },
    themeColor: {
      light: nonEmpty(color?.light) ?? DEFAULT_THEME_COLORS.light,
      dark: nonEmpty(color?.dark) ?? DEFAULT_THEME_COLORS.dark,
    },
  });
}
