import type { BssEffective } from '@bar/client/get-bss-effective';
import { themeConfigOf } from '@bar/domain/styles/theme-css';
import { applyTheme } from '@bar/ui/theme/apply-theme';
import { applyInitialSlot } from '@bar/ui/theme/theme-slot';

/**
 * settings.website.theme (aliases, initialSlot, meta.themeColor) and the styles document, onto
 * the page: the tenant's initial slot unless the visitor chose one, and its tokens as CSS
 * variables for the slot shown (the seed in app.css stays under whatever is missing). The API
 * serves the same variables as a style sheet, so this writes only what changed since.
 */
export function applySiteTheme({ settings, styles }: BssEffective): void {
  // Read with optional chaining: the answer is trusted, not parsed, in the browser.
  applyInitialSlot(settings.website?.theme?.initialSlot);
  applyTheme(themeConfigOf(settings, styles));
}
