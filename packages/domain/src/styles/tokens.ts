import { z } from 'zod';

/** Transition speeds in milliseconds. */
export const TRANSITION_SPEEDS = {
  verySlow: 500,
  slow: 320,
  normal: 200,
  fast: 120,
  veryFast: 80,
} as const;
export type TransitionSpeed = keyof typeof TRANSITION_SPEEDS;
export const TransitionSpeedSchema = z.enum(
  Object.keys(TRANSITION_SPEEDS) as [TransitionSpeed, ...TransitionSpeed[]],
);

export interface Bound {
  min: number;
  max: number;
  step?: number;
}

/** Numeric token bounds, clamped on commit; letterSpacing in em. */
export const TOKEN_BOUNDS = {
  borderWidth: { min: 0, max: 12 },
  borderRadius: { min: 0, max: 40 },
  paddingX: { min: 0, max: 40 },
  paddingY: { min: 0, max: 40 },
  marginX: { min: 0, max: 64 },
  marginY: { min: 0, max: 64 },
  fontSize: { min: 10, max: 64 },
  fontWeight: { min: 100, max: 900, step: 50 },
  letterSpacing: { min: -0.1, max: 0.3 },
  lineHeight: { min: 1, max: 2.2 },
} as const satisfies Record<string, Bound>;

/** The page body's border is thinner than a control's. */
export const GLOBAL_BOUNDS = {
  ...TOKEN_BOUNDS,
  borderWidth: { min: 0, max: 8 },
} as const satisfies Record<string, Bound>;

export type NumericToken = keyof typeof TOKEN_BOUNDS;
export const NUMERIC_TOKENS = Object.keys(TOKEN_BOUNDS) as NumericToken[];

/** A number forced into its bound (and onto its step); rounding noise such as 0.30000000000000004 is removed. */
export function clampNumber(value: number, { min, max, step }: Bound): number {
  const stepped = step ? Math.round(value / step) * step : value;
  return Number(Math.min(max, Math.max(min, stepped)).toFixed(4));
}

const color = z.string().trim().min(1).max(120);

export const BoxShadowSchema = z.looseObject({
  inset: z.boolean().default(false),
  x: z.number().default(0),
  y: z.number().default(0),
  blur: z.number().min(0).default(0),
  spread: z.number().default(0),
  color: color.default('transparent'),
});
export type BoxShadow = z.output<typeof BoxShadowSchema>;

const tokenShape = () => ({
  backgroundColor: color.optional(),
  textColor: color.optional(),
  borderColor: color.optional(),
  fontFamily: z.string().trim().min(1).max(300).optional(),
  transitionSpeed: TransitionSpeedSchema.optional(),
  boxShadow: BoxShadowSchema.optional(),
  // Plain numbers: out-of-bound values are clamped by `clampStyles`, not refused (spec: "clamped
  // on commit"); no transform here, so the schema also serialises answers and feeds OpenAPI.
  ...(Object.fromEntries(NUMERIC_TOKENS.map((name) => [name, z.number().optional()])) as Record<
    NumericToken,
    z.ZodOptional<z.ZodNumber>
  >),
});

/** One state's tokens of one control; every token optional, since states inherit from rest. */
export const StyleTokensSchema = z.looseObject(tokenShape());
/** The page body's tokens of one theme (clamped with the global borderWidth bound). */
export const BodyTokensSchema = z.looseObject(tokenShape());

export type StyleTokens = z.output<typeof StyleTokensSchema>;
/** Every token present: what a theme's defaults and a resolved state hold. */
export interface FullStyleTokens extends Record<NumericToken, number> {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  fontFamily: string;
  transitionSpeed: TransitionSpeed;
  boxShadow: BoxShadow;
}

/**
 * Token defaults: white background, dark text, light grey border, radius 10, border width 1,
 * padding 12/10, margin 0/8, font size 12, weight 500, line height 1.3, speed normal; a theme named
 * dark rests on a dark background with light text.
 */
export function defaultTokens(theme = 'light'): FullStyleTokens {
  const dark = theme === 'dark';
  return {
    backgroundColor: dark ? '#111827' : '#ffffff',
    textColor: dark ? '#f9fafb' : '#111827',
    borderColor: '#d1d5db',
    borderWidth: 1,
    borderRadius: 10,
    paddingX: 12,
    paddingY: 10,
    marginX: 0,
    marginY: 8,
    fontFamily: 'inherit',
    fontSize: 12,
    fontWeight: 500,
    letterSpacing: 0,
    lineHeight: 1.3,
    transitionSpeed: 'normal',
    boxShadow: { inset: false, x: 0, y: 0, blur: 0, spread: 0, color: 'transparent' },
  };
}

/** One token's value clamped as on commit; non-numeric tokens pass through. */
export function clampToken(
  name: string,
  value: unknown,
  bounds: Record<string, Bound> = TOKEN_BOUNDS,
): unknown {
  const bound = bounds[name];
  return bound && typeof value === 'number' && Number.isFinite(value)
    ? clampNumber(value, bound)
    : value;
}

/** Every numeric token of a token map clamped (a new map). */
export function clampTokens<T extends Record<string, unknown>>(
  tokens: T,
  bounds: Record<string, Bound> = TOKEN_BOUNDS,
): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, value]) => [name, clampToken(name, value, bounds)]),
  ) as T;
}
