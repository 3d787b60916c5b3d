import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, themeConfigOf, themeForSlot, themeStyleSheet } from './theme-css';
import type { ThemeStyles } from './variable-tokens';

const styles: ThemeStyles = {
  themes: ['sol', 'noche'],
  global: {
    body: {
      sol: { backgroundColor: '#fff8ee', fontSize: 17 },
      noche: { backgroundColor: '#101010', textColor: '#eee' },
    },
  },
  components: { button: { sol: { rest: { backgroundColor: '#8a2413' } } } },
};

describe('themeConfigOf', () => {
  it('reads the aliases and header colours, with the seed colours for those missing', () => {
    const config = themeConfigOf(
      {
        website: {
          theme: { aliases: { light: ' sol ', dark: '' }, meta: { themeColor: { dark: '#000' } } },
        },
      },
      styles,
    );
    expect(config.aliases).toEqual({ light: 'sol', dark: undefined });
    expect(config.themeColor).toEqual({ light: DEFAULT_THEME_COLORS.light, dark: '#000' });
  });
});

describe('themeForSlot', () => {
  it('takes the alias when that theme exists, else the slot, else the first theme', () => {
    expect(themeForSlot('light', { styles, aliases: { light: 'noche' } })).toBe('noche');
    expect(themeForSlot('light', { styles, aliases: { light: 'missing' } })).toBe('sol');
    expect(themeForSlot('dark', { styles: { ...styles, themes: ['light', 'dark'] } })).toBe('dark');
  });
});

describe('themeStyleSheet', () => {
  it('writes one rule per slot on the data-theme attribute (light also without one)', () => {
    const sheet = themeStyleSheet({ styles, aliases: { light: 'sol', dark: 'noche' } });
    expect(sheet).toBe(
      ':root:not([data-theme="dark"]){--body-bg:#fff8ee;--button-rest-bg:#8a2413}' +
        ':root[data-theme="dark"]{--body-bg:#101010;--body-text:#eee}',
    );
  });

  it('leaves out what no rule of the public site reads (the font size here)', () => {
    const sheet = themeStyleSheet({ styles, aliases: { light: 'sol' } });
    expect(sheet).toContain('--body-bg:#fff8ee');
    expect(sheet).not.toContain('--body-font-size');
    expect(themeStyleSheet({ styles: { global: { body: { light: { fontSize: 20 } } } } })).toBe('');
  });

  it('leaves out a slot with nothing to set, and values that could leave the rule', () => {
    const hostile: ThemeStyles = {
      themes: ['light'],
      global: { body: { light: { backgroundColor: 'red}</style><script>x()</script>' } } },
    };
    expect(themeStyleSheet({ styles: hostile })).toBe('');
    expect(themeStyleSheet({ styles: null })).toBe('');
  });
});
