import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  clampToken,
  clampTokens,
  defaultTokens,
  GLOBAL_BOUNDS,
  TOKEN_BOUNDS,
  TRANSITION_SPEEDS,
} from './tokens';

describe('transition speeds', () => {
  it('are the spec values in ms', () =>
    expect(TRANSITION_SPEEDS).toEqual({
      verySlow: 500,
      slow: 320,
      normal: 200,
      fast: 120,
      veryFast: 80,
    }));
});

describe('clamping on commit', () => {
  it.each([
    ['borderWidth', -1, 0],
    ['borderWidth', 13, 12],
    ['borderWidth', 5, 5],
    ['borderRadius', -5, 0],
    ['borderRadius', 41, 40],
    ['borderRadius', 12, 12],
    ['paddingX', -1, 0],
    ['paddingX', 41, 40],
    ['paddingY', 100, 40],
    ['paddingY', 0, 0],
    ['marginX', -3, 0],
    ['marginX', 65, 64],
    ['marginY', 64, 64],
    ['marginY', 70, 64],
    ['fontSize', 9, 10],
    ['fontSize', 65, 64],
    ['fontSize', 16, 16],
    ['fontWeight', 50, 100],
    ['fontWeight', 1000, 900],
    ['fontWeight', 424, 400],
    ['fontWeight', 425, 450],
    ['fontWeight', 550, 550],
    ['letterSpacing', -0.2, -0.1],
    ['letterSpacing', 0.31, 0.3],
    ['letterSpacing', 0.05, 0.05],
    ['lineHeight', 0.9, 1],
    ['lineHeight', 2.3, 2.2],
    ['lineHeight', 1.3, 1.3],
  ])('%s %d → %d', (name, value, expected) => expect(clampToken(name, value)).toBe(expected));

  it('bounds the body border to 0–8', () => {
    expect(clampToken('borderWidth', 10, GLOBAL_BOUNDS)).toBe(8);
    expect(clampToken('borderWidth', 10)).toBe(10);
    expect(clampToken('borderWidth', 20)).toBe(12);
  });

  it('leaves non-numeric tokens and unbounded ones alone', () => {
    expect(clampToken('textColor', '#fff')).toBe('#fff');
    expect(clampToken('fontSize', 'big')).toBe('big');
    expect(clampToken('fontSize', Number.NaN)).toBeNaN();
    expect(clampToken('zIndex', 9999)).toBe(9999);
  });

  it('removes floating-point noise and clamps whole maps', () => {
    expect(clampNumber(0.1 + 0.2, { min: 0, max: 1 })).toBe(0.3);
    expect(clampTokens({ fontSize: 100, textColor: 'red', fontWeight: 333 })).toEqual({
      fontSize: 64,
      textColor: 'red',
      fontWeight: 350,
    });
    expect(Object.keys(TOKEN_BOUNDS)).toHaveLength(10);
  });
});

describe('token defaults', () => {
  it('follow the spec for light', () => {
    expect(defaultTokens()).toMatchObject({
      backgroundColor: '#ffffff',
      borderRadius: 10,
      borderWidth: 1,
      paddingX: 12,
      paddingY: 10,
      marginX: 0,
      marginY: 8,
      fontSize: 12,
      fontWeight: 500,
      lineHeight: 1.3,
      transitionSpeed: 'normal',
    });
    expect(defaultTokens().boxShadow).toEqual({
      inset: false,
      x: 0,
      y: 0,
      blur: 0,
      spread: 0,
      color: 'transparent',
    });
  });

  it('rest on a dark background with light text for dark', () => {
    const dark = defaultTokens('dark');
    const light = defaultTokens('light');
    expect(dark.backgroundColor).not.toBe(light.backgroundColor);
    expect(dark.textColor).toBe('#f9fafb');
    expect(dark.backgroundColor).toBe('#111827');
    expect(defaultTokens('sepia')).toEqual(light);
  });
});
