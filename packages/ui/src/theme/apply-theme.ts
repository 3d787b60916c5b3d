import type { ThemeStyles } from './style-tokens';
import { styleVariables } from './style-variables';
import { currentThemeSlot, THEME_CHANGED_EVENT, type ThemeSlot } from './theme-slot';

export type SlotValues = Partial<Record<ThemeSlot, string>>;

/** What the runtime needs from the tenant: its styles and settings.website.theme. */
export type ThemeConfig = {
  styles?: ThemeStyles | null;
  /** Slot -> theme name (settings.website.theme.aliases). */
  aliases?: SlotValues;
  /** <meta name="theme-color"> per slot (settings.website.theme.meta.themeColor). */
  themeColor?: SlotValues;
};

/** The theme a slot shows: its alias when that theme exists, else the slot's name, else the first. */
export function themeForSlot(slot: ThemeSlot, config: ThemeConfig): string {
  const themes = config.styles?.themes?.filter((name) => typeof name === 'string') ?? [];
  const alias = config.aliases?.[slot];
  if (alias && (themes.length === 0 || themes.includes(alias))) return alias;
  if (themes.length === 0 || themes.includes(slot)) return slot;
  return themes[0] ?? slot;
}

let config: ThemeConfig = {};
let applied = new Set<string>();
let listening = false;

function render(): void {
  const root = document.documentElement;
  const slot = currentThemeSlot();
  const vars = styleVariables(config.styles, themeForSlot(slot, config));
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
  if (!listening) {
    window.addEventListener(THEME_CHANGED_EVENT, render);
    listening = true;
  }
  render();
}

/** Removes every applied variable and the listener (tests, and leaving a tenant preview). */
export function resetTheme(): void {
  config = {};
  render();
  window.removeEventListener(THEME_CHANGED_EVENT, render);
  listening = false;
}
