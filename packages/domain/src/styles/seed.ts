import type { Styles } from './schema.js';
import { STYLE_CONTROLS } from './schema.js';
import type { StyleTokens } from './tokens.js';

type Palette = {
  bg: string;
  text: string;
  border: string;
  accent: string;
  accentText: string;
  muted: string;
  error: string;
};

const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    bg: '#ffffff',
    text: '#1f2937',
    border: '#e5e7eb',
    accent: '#b5179e',
    accentText: '#ffffff',
    muted: '#9ca3af',
    error: '#b91c1c',
  },
  dark: {
    bg: '#0f172a',
    text: '#f1f5f9',
    border: '#334155',
    accent: '#f77f00',
    accentText: '#0f172a',
    muted: '#64748b',
    error: '#f87171',
  },
};

const HEADING_SIZES: Record<string, number> = { h1: 40, h2: 32, h3: 28, h4: 24, h5: 20, h6: 18 };

/** Per-state looks of one control in one palette: padding per state, as the seed in the spec. */
function controlStates(control: string, p: Palette): Partial<Record<string, StyleTokens>> {
  const base = { borderRadius: 12, fontSize: HEADING_SIZES[control] ?? 16, textColor: p.text };
  if (control in HEADING_SIZES)
    return { rest: { ...base, fontWeight: 700, paddingX: 0, paddingY: 0, borderWidth: 0 } };
  if (control === 'a' || control === 'link') {
    return {
      rest: { ...base, textColor: p.accent, paddingX: 0, paddingY: 0, borderWidth: 0 },
      hover: { textColor: p.text },
      visited: { textColor: p.muted },
    };
  }
  if (control === 'button') {
    return {
      rest: {
        ...base,
        backgroundColor: p.accent,
        textColor: p.accentText,
        borderColor: p.accent,
        paddingX: 16,
        paddingY: 10,
        fontWeight: 600,
      },
      hover: {
        paddingX: 18,
        boxShadow: { inset: false, x: 0, y: 2, blur: 8, spread: 0, color: 'rgba(0,0,0,0.25)' },
      },
      active: { paddingY: 9 },
      disabled: { backgroundColor: p.muted, borderColor: p.muted },
      focus: { boxShadow: { inset: false, x: 0, y: 0, blur: 0, spread: 3, color: p.accent } },
    };
  }
  if (control === 'input' || control === 'select') {
    return {
      rest: { ...base, backgroundColor: p.bg, borderColor: p.border, paddingX: 12, paddingY: 10 },
      focus: { borderColor: p.accent, paddingX: 12 },
      error: { borderColor: p.error },
      disabled: { textColor: p.muted },
    };
  }
  return { rest: { ...base, paddingX: 0, paddingY: 0 } };
}

/** The default look before (and unless) a styles document is stored: light and dark, radius 12, size 16. */
export function seedStyles(): Styles {
  const components: Styles['components'] = {};
  for (const control of STYLE_CONTROLS) {
    components[control] = {
      light: controlStates(control, PALETTES.light),
      dark: controlStates(control, PALETTES.dark),
    };
  }
  const body = (p: Palette) => ({
    backgroundColor: p.bg,
    textColor: p.text,
    borderColor: p.border,
    borderRadius: 12,
    fontSize: 16,
    lineHeight: 1.5,
    fontWeight: 400,
    borderWidth: 0,
    paddingX: 0,
    paddingY: 0,
    marginX: 0,
    marginY: 0,
  });
  return {
    $version: 1,
    themes: ['light', 'dark'],
    global: {
      body: { light: body(PALETTES.light), dark: body(PALETTES.dark) },
      font: { baseFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', scale: 1 },
    },
    components,
  };
}
