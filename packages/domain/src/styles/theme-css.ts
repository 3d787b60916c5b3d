import { type CssVariables, styleVariables } from './css-variables.js';
import type { ThemeStyles } from './variable-tokens.js';

// The tenant's theme as CSS: the variables of each
// public slot, computed the same way by the API (a <style> in the served page, so the first
// paint already wears the tenant's colours) and by the browser (after a live change).

export const THEME_SLOT_NAMES = ['light', 'dark'] as const;
export type ThemeSlotName = (typeof THEME_SLOT_NAMES)[number];
export type SlotValues = Partial<Record<ThemeSlotName, string>>;

/** What the theme needs from the tenant: its styles and settings.website.theme. */
export type ThemeConfig = {
  styles?: ThemeStyles | null;
  /** Slot -> theme name (settings.website.theme.aliases). */
  aliases?: SlotValues;
  /** <meta name="theme-color"> per slot (settings.website.theme.meta.themeColor). */
  themeColor?: SlotValues;
};

/** Id of the served <style> element holding themeStyleSheet(). */
export const SERVED_THEME_STYLE_ID = 'bar-theme';

/** The header colour of each slot's seed, when the settings name none. */
export const DEFAULT_THEME_COLORS: Required<SlotValues> = { light: '#7a1f12', dark: '#5e170b' };

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The parts of settings.website.theme the theme reads; trusted, not parsed, in the browser. */
export interface ThemeSettings {
  website?: {
    theme?: {
      aliases?: { light?: unknown; dark?: unknown };
      meta?: { themeColor?: { light?: unknown; dark?: unknown } };
    };
  };
}

/** The tenant's theme from its settings and styles documents. */
export function themeConfigOf(settings: ThemeSettings, styles: ThemeStyles | null): ThemeConfig {
  const theme = settings.website?.theme;
  const color = theme?.meta?.themeColor;
  return {
    styles,
    aliases: { light: nonEmpty(theme?.aliases?.light), dark: nonEmpty(theme?.aliases?.dark) },
    themeColor: {
      light: nonEmpty(color?.light) ?? DEFAULT_THEME_COLORS.light,
      dark: nonEmpty(color?.dark) ?? DEFAULT_THEME_COLORS.dark,
    },
  };
}

/** The theme a slot shows: its alias if that theme exists, else the slot's name, else the first. */
export function themeForSlot(slot: ThemeSlotName, config: ThemeConfig): string {
  const themes = config.styles?.themes?.filter((name) => typeof name === 'string') ?? [];
  const alias = config.aliases?.[slot];
  if (alias && (themes.length === 0 || themes.includes(alias))) return alias;
  if (themes.length === 0 || themes.includes(slot)) return slot;
  return themes[0] ?? slot;
}

/**
 * The theme variables the public site's style sheets read (apps/web and @bar/ui). The styles
 * document yields two hundred more (every control, state and token the back office's preview
 * shows), which no public rule reads: the served sheet and the browser's live writes leave them
 * out, so every page carries under a kilobyte of theme instead of twelve, and the browser keeps
 * fourteen inherited properties on every element instead of two hundred. The API's theme test
 * fails when a site rule reads a theme variable missing here, or this names one no rule reads.
 */
export const SITE_THEME_VARIABLES: ReadonlySet<string> = new Set([
  '--a-hover-text',
  '--a-rest-text',
  '--body-bg',
  '--body-border',
  '--body-font-family',
  '--body-text',
  '--button-hover-bg',
  '--button-hover-border',
  '--button-hover-text',
  '--button-rest-bg',
  '--button-rest-border',
  '--button-rest-radius',
  '--button-rest-text',
  '--font-base-family',
]);

/** The site's theme variables (SITE_THEME_VARIABLES) of the theme a slot shows. */
export function slotVariables(slot: ThemeSlotName, config: ThemeConfig): CssVariables {
  return styleVariables(config.styles, themeForSlot(slot, config), SITE_THEME_VARIABLES);
}

// Light also covers a page whose head script did not run (JavaScript off): no attribute at all.
const SLOT_SELECTORS: Record<ThemeSlotName, string> = {
  light: ':root:not([data-theme="dark"])',
  dark: ':root[data-theme="dark"]',
};

/**
 * One rule per slot, keyed on the `data-theme` attribute the head script sets before first
 * paint: `:root:not([data-theme="dark"]){--body-bg:#fff;…}:root[data-theme="dark"]{…}`. It
 * follows app.css in the head, so it wins over the seed there. Names and values are safe in a
 * <style> element: styleVariables keeps names to [a-z0-9-] and drops values with `;{}<>\`.
 * Empty when there is nothing to set.
 */
export function themeStyleSheet(config: ThemeConfig): string {
  return THEME_SLOT_NAMES.map((slot) => {
    const declarations = Object.entries(slotVariables(slot, config))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    return declarations ? `${SLOT_SELECTORS[slot]}{${declarations}}` : '';
  }).join('');
}
