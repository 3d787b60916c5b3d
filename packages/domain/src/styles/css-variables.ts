import {
  type BoxShadowToken,
  type StyleTokens,
  type ThemeStyles,
  TOKEN_VARIABLES,
  TRANSITION_MS,
} from './variable-tokens.js';

/**
 * CSS custom properties for one theme of the styles document. Naming:
 * - `--body-{token}` from global.body[theme] (`--body-bg`, `--body-text`, `--body-font-size`),
 * - `--font-base-family`, `--font-scale` from global.font,
 * - `--{control}-{state}-{token}` from components (`--button-rest-bg`, `--button-hover-bg`,
 *   `--a-rest-text`, `--input-focus-border`); a state inherits every token from rest.
 * Token suffixes: bg, text, border, border-width, radius, padding-x, padding-y, margin-x,
 * margin-y, font-family, font-size, font-weight, letter-spacing, line-height, transition, shadow.
 * Bare numbers get px (sizes), em (letterSpacing) or ms (transition); a named speed maps to ms.
 */
export type CssVariables = Record<string, string>;

// A value is one declaration value: nothing that could close it or open another rule.
const SAFE_VALUE = /^[^;{}<>\\]*$/;

function cssValue(value: unknown, unit: string): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}${unit}`;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || !SAFE_VALUE.test(text)) return undefined;
  if (unit === 'ms' && text in TRANSITION_MS) return `${TRANSITION_MS[text]}ms`;
  return text;
}

function shadowValue(shadow: BoxShadowToken | undefined): string | undefined {
  if (!shadow || typeof shadow !== 'object') return undefined;
  const color = cssValue(shadow.color, '');
  if (!color) return undefined;
  const px = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? `${n}px` : '0px');
  const parts = [px(shadow.x), px(shadow.y), px(shadow.blur), px(shadow.spread), color];
  return `${shadow.inset ? 'inset ' : ''}${parts.join(' ')}`;
}

/** Which variables to compute: all of them, or only the named ones. */
type Wanted = ReadonlySet<string> | undefined;

export function tokenVariables(
  prefix: string,
  tokens: StyleTokens | undefined,
  only?: Wanted,
): CssVariables {
  const out: CssVariables = {};
  if (!tokens || typeof tokens !== 'object') return out;
  for (const [token, suffix, unit] of TOKEN_VARIABLES) {
    const name = `--${prefix}-${suffix}`;
    if (only && !only.has(name)) continue;
    const value = cssValue(tokens[token], unit);
    if (value !== undefined) out[name] = value;
  }
  if (only && !only.has(`--${prefix}-shadow`)) return out;
  const shadow = shadowValue(tokens.boxShadow);
  if (shadow) out[`--${prefix}-shadow`] = shadow;
  return out;
}

/** Control names as the editor stores them: lowercased, spaces to hyphens. */
function controlName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/**
 * The variables of one theme; with `only`, just those names (the public site reads fourteen of
 * the two hundred the back office's preview shows), without computing the others.
 */
export function styleVariables(
  styles: ThemeStyles | null | undefined,
  theme: string,
  only?: Wanted,
): CssVariables {
  if (!styles || typeof styles !== 'object') return {};
  const wanted = (name: string) => !only || only.has(name);
  const out: CssVariables = { ...tokenVariables('body', styles.global?.body?.[theme], only) };
  const font = styles.global?.font;
  const family = wanted('--font-base-family') ? cssValue(font?.baseFamily, '') : undefined;
  if (family) out['--font-base-family'] = family;
  const scale = wanted('--font-scale') ? cssValue(font?.scale, '') : undefined;
  if (scale) out['--font-scale'] = scale;
  const prefixes = only ? [...only] : null;
  for (const [control, byTheme] of Object.entries(styles.components ?? {})) {
    const states = byTheme?.[theme];
    const name = controlName(control);
    if (!states || !name) continue;
    const rest = states.rest ?? {};
    for (const [state, tokens] of Object.entries(states)) {
      const prefix = `${name}-${controlName(state)}`;
      if (prefixes && !prefixes.some((variable) => variable.startsWith(`--${prefix}-`))) continue;
      const merged = state === 'rest' ? rest : { ...rest, ...tokens };
      Object.assign(out, tokenVariables(prefix, merged, only));
    }
  }
  return out;
}
