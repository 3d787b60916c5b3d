import { STYLE_STATES, type Styles, controlsOf } from '@bar/domain/styles/schema';
import { resolveStateTokens } from '@bar/domain/styles/inherit';

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

const NAMED: Record<string, Rgb> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  transparent: [255, 255, 255],
};

/** A colour as RGB from #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() or white/black; null otherwise. */
export function parseColor(text: string): Rgb | null {
  const value = text.trim().toLowerCase();
  if (value in NAMED) return NAMED[value]!;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(value);
  if (rgb)
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(255, n)) as Rgb;
  return null;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two colours (1-21), or null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseColor(foreground);
  const b = parseColor(background);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

export type LowContrast = { control: string; theme: string; state: string; ratio: number };

/**
 * Every control, theme and state whose text colour on its background is under AA, from the
 * values each shows (its own, else rest's, else the theme's defaults). Only the controls the
 * document styles are checked, plus the body.
 */
export function lowContrastPairs(styles: Styles): LowContrast[] {
  const out: LowContrast[] = [];
  for (const theme of styles.themes) {
    const body = styles.global.body[theme];
    if (body?.textColor && body.backgroundColor) {
      const ratio = contrastRatio(body.textColor, body.backgroundColor);
      if (ratio !== null && ratio < AA_TEXT)
        out.push({ control: 'body', theme, state: 'rest', ratio });
    }
    for (const control of controlsOf(styles)) {
      if (!styles.components[control]?.[theme]) continue;
      for (const state of STYLE_STATES) {
        const tokens = resolveStateTokens(styles, control, theme, state);
        const ratio = contrastRatio(tokens.textColor, tokens.backgroundColor);
        if (ratio !== null && ratio < AA_TEXT) out.push({ control, theme, state, ratio });
      }
    }
  }
  return out;
}
