import { describe, expect, it } from 'vitest';
import { ThemeError } from './messages';
import { seedStyles } from './seed';
import {
  assignAlias,
  createTheme,
  deleteTheme,
  duplicateTheme,
  renameTheme,
  repairAliases,
  type ThemeState,
} from './themes';

const start = (): ThemeState => ({
  styles: seedStyles(),
  aliases: { light: 'light', dark: 'dark' },
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ThemeError);
    return (err as ThemeError).code;
  }
  throw new Error('expected a refusal');
};

describe('createTheme', () => {
  it('copies light under the new name', () => {
    const next = createTheme(start(), ' sepia ');
    expect(next.styles.themes).toEqual(['light', 'dark', 'sepia']);
    expect(next.styles.global.body.sepia).toEqual(seedStyles().global.body.light);
    expect(next.styles.components.button?.sepia).toEqual(seedStyles().components.button?.light);
    next.styles.components.button!.sepia!.rest!.fontSize = 30;
    expect(next.styles.components.button?.light?.rest?.fontSize).toBe(16);
  });

  it('copies the first theme when light is gone', () => {
    const noLight = deleteTheme(start(), 'light');
    expect(createTheme(noLight, 'x').styles.global.body.x).toEqual(seedStyles().global.body.dark);
  });

  it('ignores blank names and refuses an existing one', () => {
    const state = start();
    expect(createTheme(state, '   ')).toBe(state);
    expect(refusal(() => createTheme(state, 'dark'))).toBe('themeExists');
    expect(refusal(() => createTheme(state, ' light '))).toBe('themeExists');
  });
});

describe('duplicateTheme', () => {
  it('copies the base theme', () => {
    const next = duplicateTheme(start(), 'dark', 'noche');
    expect(next.styles.themes).toEqual(['light', 'dark', 'noche']);
    expect(next.styles.components.input?.noche).toEqual(seedStyles().components.input?.dark);
  });

  it('refuses a missing base and an existing target, ignores a blank name', () => {
    expect(refusal(() => duplicateTheme(start(), 'sepia', 'x'))).toBe('baseMissing');
    expect(refusal(() => duplicateTheme(start(), 'dark', 'light'))).toBe('targetExists');
    const state = start();
    expect(duplicateTheme(state, 'nope', ' ')).toBe(state);
  });
});

describe('renameTheme', () => {
  it('renames the list in place, the body, every per-control entry and the aliases', () => {
    const next = renameTheme(start(), 'dark', 'noche');
    expect(next.styles.themes).toEqual(['light', 'noche']);
    expect(next.styles.global.body.dark).toBeUndefined();
    expect(next.styles.global.body.noche).toEqual(seedStyles().global.body.dark);
    for (const [control, byTheme] of Object.entries(next.styles.components)) {
      expect(Object.keys(byTheme), control).toEqual(['light', 'noche']);
    }
    expect(next.aliases).toEqual({ light: 'light', dark: 'noche' });
  });

  it('moves both aliases when both point at the renamed theme', () => {
    const state = { ...start(), aliases: { light: 'light', dark: 'light' } };
    expect(renameTheme(state, 'light', 'day').aliases).toEqual({ light: 'day', dark: 'day' });
  });

  it('refuses a missing theme and an existing target; same name and blank are no-ops', () => {
    expect(refusal(() => renameTheme(start(), 'sepia', 'x'))).toBe('themeMissing');
    expect(refusal(() => renameTheme(start(), 'light', 'dark'))).toBe('targetExists');
    const state = start();
    expect(renameTheme(state, 'light', 'light')).toBe(state);
    expect(renameTheme(state, 'light', '')).toBe(state);
  });
});

describe('deleteTheme', () => {
  it('removes the theme everywhere and sends its aliases to another theme', () => {
    const next = deleteTheme(start(), 'dark');
    expect(next.styles.themes).toEqual(['light']);
    expect(next.styles.global.body.dark).toBeUndefined();
    expect(Object.values(next.styles.components).every((byTheme) => !('dark' in byTheme))).toBe(
      true,
    );
    expect(next.aliases).toEqual({ light: 'light', dark: 'light' });
  });

  it('falls back to the theme named like the slot, else the first one', () => {
    const three = createTheme(createTheme(start(), 'sepia'), 'noche');
    const state = { ...three, aliases: { light: 'sepia', dark: 'noche' } };
    expect(deleteTheme(state, 'noche').aliases).toEqual({ light: 'sepia', dark: 'dark' });
    const withoutDark = deleteTheme(deleteTheme(three, 'dark'), 'light');
    expect(withoutDark.aliases).toEqual({ light: 'sepia', dark: 'sepia' });
  });

  it('keeps at least one theme and refuses a missing one', () => {
    const one = deleteTheme(start(), 'light');
    expect(refusal(() => deleteTheme(one, 'dark'))).toBe('lastTheme');
    expect(refusal(() => deleteTheme(start(), 'sepia'))).toBe('themeMissing');
  });
});

describe('assignAlias', () => {
  it('puts a theme on a slot', () => {
    const state = createTheme(start(), 'sepia');
    expect(assignAlias(state, 'light', 'sepia').aliases).toEqual({ light: 'sepia', dark: 'dark' });
    expect(assignAlias(state, 'dark', 'light').aliases).toEqual({ light: 'light', dark: 'light' });
  });

  it('makes both aliases follow the only theme', () => {
    const one = deleteTheme(start(), 'dark');
    expect(
      assignAlias({ ...one, aliases: { light: 'x', dark: 'y' } }, 'dark', 'light').aliases,
    ).toEqual({ light: 'light', dark: 'light' });
  });

  it('refuses a missing theme', () =>
    expect(refusal(() => assignAlias(start(), 'dark', 'sepia'))).toBe('themeMissing'));

  it('repairs aliases that point nowhere', () => {
    expect(repairAliases(['a', 'b'], { light: 'x', dark: 'b' })).toEqual({ light: 'a', dark: 'b' });
    expect(repairAliases(['a', 'light', 'dark'], { light: 'x', dark: 'y' })).toEqual({
      light: 'light',
      dark: 'dark',
    });
    expect(repairAliases(['solo'], { light: 'light', dark: 'dark' })).toEqual({
      light: 'solo',
      dark: 'solo',
    });
  });
});
