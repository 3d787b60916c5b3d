import {
  SERVED_THEME_STYLE_ID,
  slotVariables,
  type ThemeConfig,
  themeStyleSheet,
} from '@bar/domain/styles/theme-css';
import { currentThemeSlot, THEME_CHANGED_EVENT } from './theme-slot';

export { type SlotValues, type ThemeConfig, themeForSlot } from '@bar/domain/styles/theme-css';

let config: ThemeConfig = {};
let applied = new Set<string>();
let listening = false;
/** The page was served with this very theme as a style sheet (the API's <style id="bar-theme">). */
let served = false;

function render(): void {
  const root = document.documentElement;
  const slot = currentThemeSlot();
  // Nothing to write when the served sheet already holds these values for both slots: writing
  // them again would restyle the whole page for no visible change (a long task on a phone).
  const vars = served ? {} : slotVariables(slot, config);
  // Inline custom properties beat the seed in app.css; tokens the document lacks are removed
  // so the seed shows through for them. CSSOM writes are allowed by the CSP (no style attribute).
  for (const name of applied) if (!(name in vars)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  applied = new Set(Object.keys(vars));
  const color = config.themeColor?.[slot];
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && color) meta.content = color;
}

/**
 * Applies the tenant's styles as CSS variables on <html> for the current slot, and again on
 * every `theme-changed`. Live: a later call (fresh styles) replaces what an earlier one set.
 */
export function applyTheme(next: ThemeConfig): void {
  config = next;
  const sheet = document.getElementById(SERVED_THEME_STYLE_ID)?.textContent;
  served = sheet !== undefined && sheet !== '' && sheet === themeStyleSheet(next);
  if (!listening) {
    window.addEventListener(THEME_CHANGED_EVENT, render);
    listening = true;
  }
  render();
}

/** Removes every applied variable and the listener (tests, and leaving a tenant preview). */
export function resetTheme(): void {
  config = {};
  served = false;
  render();
  window.removeEventListener(THEME_CHANGED_EVENT, render);
  listening = false;
}
