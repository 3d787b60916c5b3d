import { z } from 'zod';
import { isPlainObject, readLenient } from '../merge.js';
import {
  BodyTokensSchema,
  clampTokens,
  defaultTokens,
  GLOBAL_BOUNDS,
  StyleTokensSchema,
} from './tokens.js';

export const STYLE_CONTROLS = [
  'input',
  'select',
  'button',
  'label',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'p',
  'image',
  'nextimage',
  'link',
] as const;
export const STYLE_STATES = [
  'rest',
  'hover',
  'active',
  'disabled',
  'highlight',
  'highhover',
  'inert',
  'focus',
  'visited',
  'warning',
  'error',
] as const;
export type StyleState = (typeof STYLE_STATES)[number];
export const StyleStateSchema = z.enum(STYLE_STATES);

/** New control names are lowercased and spaces become hyphens ("Nav Item" → "nav-item"). */
export const normalizeControlName = (name: string) =>
  name.trim().toLowerCase().replace(/\s+/g, '-');

export const ControlNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'a-z, 0-9, "-" or "_"; 40 at most');
export const ThemeNameSchema = z.string().trim().min(1).max(40);

/** Control keys as the editor types them are normalised before validation; same-named entries merge. */
export function normalizeControls(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const key = normalizeControlName(name);
    const previous = out[key];
    out[key] = isPlainObject(previous) && isPlainObject(value) ? { ...previous, ...value } : value;
  }
  return out;
}

export const ControlStylesSchema = z.record(
  ThemeNameSchema,
  z.partialRecord(StyleStateSchema, StyleTokensSchema),
);

export const StylesSchema = z.looseObject({
  $version: z.literal(1).default(1),
  themes: z
    .array(ThemeNameSchema)
    .min(1)
    .refine((names) => new Set(names).size === names.length, 'theme names must be unique')
    .default(['light', 'dark']),
  global: z
    .looseObject({
      body: z.record(ThemeNameSchema, BodyTokensSchema).default({}),
      font: z
        .looseObject({
          baseFamily: z.string().trim().min(1).default('system-ui, sans-serif'),
          scale: z.number().min(0.5).max(2).default(1),
        })
        .prefault({}),
    })
    .prefault({}),
  components: z.record(ControlNameSchema, ControlStylesSchema).default({}),
});

export type Styles = z.output<typeof StylesSchema>;
export type ControlStyles = z.output<typeof ControlStylesSchema>;

/** A raw document or patch with its control names normalised (before validation). */
export function normalizeStylesInput(raw: Record<string, unknown>): Record<string, unknown> {
  return 'components' in raw ? { ...raw, components: normalizeControls(raw.components) } : raw;
}

/**
 * The committed form: numbers clamped to their bounds, theme names unique, and every theme's body
 * holding every token (the stored ones over the theme's defaults).
 */
export function completeStyles(styles: Styles): Styles {
  const body = Object.fromEntries(
    Object.entries(styles.global.body).map(([theme, tokens]) => [
      theme,
      clampTokens(tokens, GLOBAL_BOUNDS),
    ]),
  );
  for (const theme of styles.themes) body[theme] = { ...defaultTokens(theme), ...body[theme] };
  const components = Object.fromEntries(
    Object.entries(styles.components).map(([control, byTheme]) => [
      control,
      Object.fromEntries(
        Object.entries(byTheme).map(([theme, byState]) => [
          theme,
          Object.fromEntries(
            Object.entries(byState).map(([state, tokens]) => [
              state,
              tokens && clampTokens(tokens),
            ]),
          ),
        ]),
      ),
    ]),
  );
  return {
    ...styles,
    themes: [...new Set(styles.themes)],
    global: { ...styles.global, body },
    components,
  };
}

/** The controls a document styles: the spec's list, then any added ones, in order. */
export const controlsOf = (styles: Pick<Styles, 'components'>): string[] => [
  ...new Set([...STYLE_CONTROLS, ...Object.keys(styles.components)]),
];

/**
 * The stored styles document read leniently, or the seed when there is none (spec: "a default
 * seed is used first and the stored styles document replaces it").
 */
export const stylesFromStored = (stored: unknown, seed: () => Styles): Styles =>
  completeStyles(
    isPlainObject(stored) ? readLenient(StylesSchema, normalizeStylesInput(stored)) : seed(),
  );

/** Validates an edited document for saving: clamped and completed, or the zod issues. */
export function commitStyles(
  input: unknown,
): { success: true; data: Styles } | { success: false; error: z.ZodError } {
  const parsed = StylesSchema.safeParse(isPlainObject(input) ? normalizeStylesInput(input) : input);
  return parsed.success ? { success: true, data: completeStyles(parsed.data) } : parsed;
}
