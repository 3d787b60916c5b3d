import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, resetTheme, themeForSlot } from './apply-theme';
import { themeStyleSheet } from '@bar/domain/styles/theme-css';
import type { ThemeStyles } from '@bar/domain/styles/variable-tokens';
import { setThemeSlot } from './theme-slot';

const styles: ThemeStyles = {
  themes: ['sol', 'noche'],
  global: {
    body: {
      sol: { backgroundColor: '#fff8ee' },
      noche: { backgroundColor: '#101010', textColor: '#eee' },
    },
  },
  components: { button: { sol: { rest: { backgroundColor: '#8a2413' } } } },
};
const root = () => document.documentElement.style;

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="theme-color" content="#7a1f12">';
  setThemeSlot('light');
});
afterEach(() => resetTheme());

describe('applyTheme', () => {
  it('sets the CSS variables of the theme the slot is aliased to, and follows the slot', () => {
    const config = {
      styles,
      aliases: { light: 'sol', dark: 'noche' },
      themeColor: { light: '#fff8ee', dark: '#101010' },
    };
    applyTheme(config);
    expect(root().getPropertyValue('--body-bg')).toBe('#fff8ee');
    expect(root().getPropertyValue('--button-rest-bg')).toBe('#8a2413');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#fff8ee',
    );

    setThemeSlot('dark');
    expect(root().getPropertyValue('--body-bg')).toBe('#101010');
    expect(root().getPropertyValue('--body-text')).toBe('#eee');
    // Not in the dark theme: removed, so the seed in the stylesheet shows through.
    expect(root().getPropertyValue('--button-rest-bg')).toBe('');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#101010',
    );
  });

  it('replaces earlier styles when newer ones arrive, and resets', () => {
    applyTheme({ styles, aliases: { light: 'sol' } });
    applyTheme({ styles: { global: { body: { light: { textColor: '#222' } } } } });
    expect(root().getPropertyValue('--body-bg')).toBe('');
    expect(root().getPropertyValue('--body-text')).toBe('#222');
    resetTheme();
    expect(root().getPropertyValue('--body-text')).toBe('');
  });

  it('writes nothing when the page was served with the same theme, and writes when it differs', () => {
    const config = { styles, aliases: { light: 'sol', dark: 'noche' } };
    const served = document.createElement('style');
    served.id = 'bar-theme';
    served.textContent = themeStyleSheet(config);
    document.head.append(served);
    applyTheme(config);
    expect(root().length).toBe(0);
    setThemeSlot('dark');
    expect(root().length).toBe(0);

    // Changed in the back office since the page was served: the fresh values go inline.
    applyTheme({ ...config, aliases: { light: 'noche', dark: 'noche' } });
    expect(root().getPropertyValue('--body-bg')).toBe('#101010');
  });

  it('resolves a slot to its alias, the slot name, or the first theme', () => {
    expect(themeForSlot('dark', { styles, aliases: { dark: 'noche' } })).toBe('noche');
    expect(themeForSlot('dark', { styles, aliases: { dark: 'gone' } })).toBe('sol');
    expect(themeForSlot('dark', {})).toBe('dark');
    expect(themeForSlot('light', { styles: { themes: ['light', 'x'] } })).toBe('light');
  });
});
