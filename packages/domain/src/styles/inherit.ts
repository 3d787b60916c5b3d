import { normalizeControlName, type StyleState, type Styles } from './schema.js';
import { clampToken, defaultTokens, type FullStyleTokens, type StyleTokens } from './tokens.js';

const stateTokens = (
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
): StyleTokens | undefined => styles.components[normalizeControlName(control)]?.[theme]?.[state];

/** What a state shows: the theme's defaults, then rest, then the state's own overrides. */
export function resolveStateTokens(
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
): FullStyleTokens {
  const rest = stateTokens(styles, control, theme, 'rest');
  const own = state === 'rest' ? undefined : stateTokens(styles, control, theme, state);
  return { ...defaultTokens(theme), ...rest, ...own };
}

/** Whether a token of a state comes from rest (or, for rest, from the defaults). */
export const isInherited = (
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
  token: string,
) => stateTokens(styles, control, theme, state)?.[token] === undefined;

function withState(
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
  tokens: StyleTokens | undefined,
): Styles {
  const key = normalizeControlName(control);
  const byTheme = { ...styles.components[key] };
  const byState = { ...byTheme[theme] };
  if (tokens && Object.keys(tokens).length > 0) byState[state] = tokens;
  else delete byState[state];
  byTheme[theme] = byState;
  return { ...styles, components: { ...styles.components, [key]: byTheme } };
}

/** Commits one token of one state (numbers clamped to their bounds). A new control name is normalised. */
export function setStateToken(
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
  token: string,
  value: unknown,
): Styles {
  const current = stateTokens(styles, control, theme, state) ?? {};
  return withState(styles, control, theme, state, {
    ...current,
    [token]: clampToken(token, value),
  });
}

/** The per-token "inherit" button: the override goes and the value comes from rest again. */
export function clearOverride(
  styles: Styles,
  control: string,
  theme: string,
  state: StyleState,
  token: string,
): Styles {
  const current = stateTokens(styles, control, theme, state);
  if (!current || current[token] === undefined) return styles;
  const { [token]: _removed, ...rest } = current;
  return withState(styles, control, theme, state, rest);
}
