import { SERVED_THEME_STYLE_ID } from '@bar/domain/styles/theme-css';
import type { SlotFiller } from './slot.js';

/**
 * Every page: the tenant's theme as a style sheet after app.css, so the first paint wears it
 * (no flash of the seed); the browser then finds nothing to change (@bar/ui apply-theme).
 */
export const themeSlot: SlotFiller = {
  fill: (_body, { data: { theme } }) => ({
    tail: theme?.sheet ? `<style id="${SERVED_THEME_STYLE_ID}">${theme.sheet}</style>` : '',
  }),
};
