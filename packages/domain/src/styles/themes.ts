import { ThemeError } from './messages.js';
import type { Styles } from './schema.js';

export interface ThemeAliases {
  light: string;
  dark: string;
}

/** What the theme operations change together: the styles document and settings.website.theme.aliases. */
export interface ThemeState {
  styles: Styles;
  aliases: ThemeAliases;
}

const clean = (name: string) => name.trim();

/** Copies one theme's body and per-control entries under another name. */
function copyTheme(styles: Styles, from: string, to: string): Styles {
  const body = { ...styles.global.body };
  if (body[from]) body[to] = structuredClone(body[from]);
  const components = Object.fromEntries(
    Object.entries(styles.components).map(([control, themes]) => [
      control,
      themes[from] ? { ...themes, [to]: structuredClone(themes[from]) } : themes,
    ]),
  );
  return {
    ...styles,
    themes: [...styles.themes, to],
    global: { ...styles.global, body },
    components,
  };
}

/** Create: a copy of light (or of the first theme when light is gone). Blank names are ignored. */
export function createTheme(state: ThemeState, name: string): ThemeState {
  const to = clean(name);
  if (!to) return state;
  if (state.styles.themes.includes(to)) throw new ThemeError('themeExists');
  const from = state.styles.themes.includes('light') ? 'light' : state.styles.themes[0]!;
  return { ...state, styles: copyTheme(state.styles, from, to) };
}

export function duplicateTheme(state: ThemeState, base: string, name: string): ThemeState {
  const to = clean(name);
  if (!to) return state;
  if (!state.styles.themes.includes(base)) throw new ThemeError('baseMissing');
  if (state.styles.themes.includes(to)) throw new ThemeError('targetExists');
  return { ...state, styles: copyTheme(state.styles, base, to) };
}

const renameKey = <T>(map: Record<string, T>, from: string, to: string): Record<string, T> =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [key === from ? to : key, value]));

/** Rename: the list, the body, every per-control entry and the aliases follow. */
export function renameTheme(state: ThemeState, from: string, name: string): ThemeState {
  const to = clean(name);
  if (!to) return state;
  if (!state.styles.themes.includes(from)) throw new ThemeError('themeMissing');
  if (to === from) return state;
  if (state.styles.themes.includes(to)) throw new ThemeError('targetExists');
  const { styles } = state;
  const components = Object.fromEntries(
    Object.entries(styles.components).map(([control, themes]) => [
      control,
      renameKey(themes, from, to),
    ]),
  );
  return {
    styles: {
      ...styles,
      themes: styles.themes.map((theme) => (theme === from ? to : theme)),
      global: { ...styles.global, body: renameKey(styles.global.body, from, to) },
      components,
    },
    aliases: {
      light: state.aliases.light === from ? to : state.aliases.light,
      dark: state.aliases.dark === from ? to : state.aliases.dark,
    },
  };
}

/** An alias pointing nowhere goes to the theme named like its slot, else to the first theme. */
export function repairAliases(themes: string[], aliases: ThemeAliases): ThemeAliases {
  if (themes.length === 1) return { light: themes[0]!, dark: themes[0]! };
  const pick = (slot: keyof ThemeAliases) =>
    themes.includes(aliases[slot]) ? aliases[slot] : themes.includes(slot) ? slot : themes[0]!;
  return { light: pick('light'), dark: pick('dark') };
}

/** Delete (after the editor's confirmation): at least one theme stays; aliases fall back. */
export function deleteTheme(state: ThemeState, name: string): ThemeState {
  const { styles } = state;
  if (!styles.themes.includes(name)) throw new ThemeError('themeMissing');
  if (styles.themes.length === 1) throw new ThemeError('lastTheme');
  const themes = styles.themes.filter((theme) => theme !== name);
  const without = <T>(map: Record<string, T>) =>
    Object.fromEntries(Object.entries(map).filter(([key]) => key !== name));
  const components = Object.fromEntries(
    Object.entries(styles.components).map(([control, byTheme]) => [control, without(byTheme)]),
  );
  return {
    styles: {
      ...styles,
      themes,
      global: { ...styles.global, body: without(styles.global.body) },
      components,
    },
    aliases: repairAliases(themes, state.aliases),
  };
}

/** Dropping a theme on a slot. With a single theme, both slots follow it. */
export function assignAlias(
  state: ThemeState,
  slot: keyof ThemeAliases,
  theme: string,
): ThemeState {
  if (!state.styles.themes.includes(theme)) throw new ThemeError('themeMissing');
  return {
    ...state,
    aliases: repairAliases(state.styles.themes, { ...state.aliases, [slot]: theme }),
  };
}
