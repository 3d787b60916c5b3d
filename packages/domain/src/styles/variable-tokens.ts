// The stored styles document as the theme runtime reads it.
// Read defensively: the document comes from the network and may be partial or hand-edited.

export type BoxShadowToken = {
  inset?: boolean;
  x?: number;
  y?: number;
  blur?: number;
  spread?: number;
  color?: string;
};

export type StyleTokens = {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderWidth?: number | string;
  borderRadius?: number | string;
  paddingX?: number | string;
  paddingY?: number | string;
  marginX?: number | string;
  marginY?: number | string;
  fontFamily?: string;
  fontSize?: number | string;
  fontWeight?: number | string;
  letterSpacing?: number | string;
  lineHeight?: number | string;
  transitionSpeed?: string;
  boxShadow?: BoxShadowToken;
};

export type ThemeStyles = {
  $version?: number;
  themes?: string[];
  global?: {
    body?: Record<string, StyleTokens | undefined>;
    font?: { baseFamily?: string; scale?: number };
  };
  components?: Record<string, Record<string, Record<string, StyleTokens | undefined> | undefined>>;
};

/** The transition speeds a style may name. */
export const TRANSITION_MS: Readonly<Record<string, number>> = {
  verySlow: 500,
  slow: 320,
  normal: 200,
  fast: 120,
  veryFast: 80,
};

/** Token -> CSS variable suffix and unit for bare numbers. */
export const TOKEN_VARIABLES: ReadonlyArray<
  [keyof Omit<StyleTokens, 'boxShadow'>, string, '' | 'px' | 'em' | 'ms']
> = [
  ['backgroundColor', 'bg', ''],
  ['textColor', 'text', ''],
  ['borderColor', 'border', ''],
  ['borderWidth', 'border-width', 'px'],
  ['borderRadius', 'radius', 'px'],
  ['paddingX', 'padding-x', 'px'],
  ['paddingY', 'padding-y', 'px'],
  ['marginX', 'margin-x', 'px'],
  ['marginY', 'margin-y', 'px'],
  ['fontFamily', 'font-family', ''],
  ['fontSize', 'font-size', 'px'],
  ['fontWeight', 'font-weight', ''],
  ['letterSpacing', 'letter-spacing', 'em'],
  ['lineHeight', 'line-height', ''],
  ['transitionSpeed', 'transition', 'ms'],
];
