import { describe, expect, it } from 'vitest';
import type { ThemeStyles } from './variable-tokens';
import { styleVariables, tokenVariables } from './css-variables';

const styles: ThemeStyles = {
  $version: 1,
  themes: ['light', 'dark'],
  global: {
    body: {
      light: { backgroundColor: '#ffffff', textColor: '#111111', fontSize: 16, lineHeight: 1.3 },
      dark: { backgroundColor: '#121212', textColor: '#f5f5f5', transitionSpeed: 'fast' },
    },
    font: { baseFamily: 'Inter, sans-serif', scale: 1.2 },
  },
  components: {
    button: {
      light: {
        rest: {
          backgroundColor: '#8a2413',
          textColor: '#fff',
          borderRadius: 12,
          letterSpacing: 0.05,
        },
        hover: { backgroundColor: '#5e170b' },
      },
    },
    'Nav Link': {
      light: {
        rest: {
          boxShadow: { inset: true, x: 0, y: 1, blur: 2, spread: 0, color: 'rgba(0,0,0,.2)' },
        },
      },
    },
  },
};

describe('styleVariables', () => {
  it('names body, font and control x state variables with units', () => {
    expect(styleVariables(styles, 'light')).toEqual({
      '--body-bg': '#ffffff',
      '--body-text': '#111111',
      '--body-font-size': '16px',
      '--body-line-height': '1.3',
      '--font-base-family': 'Inter, sans-serif',
      '--font-scale': '1.2',
      '--button-rest-bg': '#8a2413',
      '--button-rest-text': '#fff',
      '--button-rest-radius': '12px',
      '--button-rest-letter-spacing': '0.05em',
      // hover inherits every token from rest and overrides the background.
      '--button-hover-bg': '#5e170b',
      '--button-hover-text': '#fff',
      '--button-hover-radius': '12px',
      '--button-hover-letter-spacing': '0.05em',
      '--nav-link-rest-shadow': 'inset 0px 1px 2px 0px rgba(0,0,0,.2)',
    });
  });

  it('computes only the named variables when asked, with the same values', () => {
    const only = new Set([
      '--body-bg',
      '--font-base-family',
      '--button-hover-text',
      '--nav-link-rest-shadow',
      '--none-rest-bg',
    ]);
    const all = styleVariables(styles, 'light');
    expect(styleVariables(styles, 'light', only)).toEqual({
      '--body-bg': all['--body-bg'],
      '--font-base-family': all['--font-base-family'],
      // Still inherited from rest.
      '--button-hover-text': '#fff',
      '--nav-link-rest-shadow': all['--nav-link-rest-shadow'],
    });
    expect(styleVariables(styles, 'light', new Set())).toEqual({});
  });

  it('maps named transition speeds to milliseconds', () => {
    expect(styleVariables(styles, 'dark')['--body-transition']).toBe('120ms');
  });

  it('drops values that could break out of a declaration, and non-values', () => {
    expect(
      tokenVariables('x', {
        backgroundColor: 'red; } body { display:none',
        textColor: '',
        fontSize: Number.NaN,
      }),
    ).toEqual({});
  });

  it('reads nothing from a missing or foreign document', () => {
    expect(styleVariables(null, 'light')).toEqual({});
    expect(styleVariables({ components: { button: {} } }, 'light')).toEqual({});
  });
});
