import { describe, expect, it } from 'vitest';
import { copyStyles } from './copy-styles';
import { clearOverride, isInherited, resolveStateTokens, setStateToken } from './inherit';
import { ThemeError } from './messages';
import type { Styles } from './schema';
import { seedStyles } from './seed';
import { defaultTokens } from './tokens';

const bare = (): Styles => ({
  $version: 1,
  themes: ['light', 'dark'],
  global: { body: {}, font: { baseFamily: 'serif', scale: 1 } },
  components: {
    button: { light: { rest: { fontSize: 20, textColor: 'red' }, hover: { textColor: 'blue' } } },
  },
});

describe('per-state inheritance', () => {
  it('resolves defaults, then rest, then the state', () => {
    const styles = bare();
    expect(resolveStateTokens(styles, 'button', 'light', 'rest')).toEqual({
      ...defaultTokens('light'),
      fontSize: 20,
      textColor: 'red',
    });
    expect(resolveStateTokens(styles, 'button', 'light', 'hover')).toEqual({
      ...defaultTokens('light'),
      fontSize: 20,
      textColor: 'blue',
    });
    expect(resolveStateTokens(styles, 'button', 'light', 'focus').textColor).toBe('red');
    expect(resolveStateTokens(styles, 'Button', 'dark', 'hover')).toEqual(defaultTokens('dark'));
    expect(resolveStateTokens(styles, 'unknown', 'light', 'rest')).toEqual(defaultTokens('light'));
  });

  it('tells inherited tokens from overrides', () => {
    const styles = bare();
    expect(isInherited(styles, 'button', 'light', 'hover', 'textColor')).toBe(false);
    expect(isInherited(styles, 'button', 'light', 'hover', 'fontSize')).toBe(true);
    expect(isInherited(styles, 'input', 'light', 'rest', 'fontSize')).toBe(true);
  });

  it('commits a token clamped, creating the control (name normalised), theme and state as needed', () => {
    const styles = bare();
    const next = setStateToken(styles, 'Nav Item', 'dark', 'active', 'fontSize', 99);
    expect(next.components['nav-item']).toEqual({ dark: { active: { fontSize: 64 } } });
    expect(styles.components['nav-item']).toBeUndefined();
    expect(
      setStateToken(styles, 'button', 'light', 'hover', 'textColor', 'green').components.button
        ?.light?.hover,
    ).toEqual({ textColor: 'green' });
  });

  it('clears an override so the state inherits again, dropping an emptied state', () => {
    const styles = bare();
    const cleared = clearOverride(styles, 'button', 'light', 'hover', 'textColor');
    expect(cleared.components.button?.light).toEqual({ rest: { fontSize: 20, textColor: 'red' } });
    expect(resolveStateTokens(cleared, 'button', 'light', 'hover').textColor).toBe('red');
    expect(clearOverride(styles, 'button', 'light', 'hover', 'fontSize')).toBe(styles);
    expect(clearOverride(styles, 'input', 'light', 'rest', 'fontSize')).toBe(styles);
    expect(
      clearOverride(styles, 'button', 'light', 'rest', 'fontSize').components.button?.light?.rest,
    ).toEqual({ textColor: 'red' });
  });
});

describe('copyStyles', () => {
  const request = {
    source: 'button',
    targets: ['a', 'Link Big'],
    properties: ['textColor', 'fontSize'],
    states: ['rest', 'hover'] as const,
  };

  it('copies the resolved values to every target, state and theme', () => {
    const { styles, message } = copyStyles(bare(), { ...request, states: [...request.states] });
    expect(message).toBe('copied');
    expect(styles.components.a?.light).toEqual({
      rest: { textColor: 'red', fontSize: 20 },
      hover: { textColor: 'blue', fontSize: 20 },
    });
    expect(styles.components['link-big']?.dark?.rest).toEqual({
      textColor: defaultTokens('dark').textColor,
      fontSize: 12,
    });
  });

  it('limits to the chosen themes and skips the source among the targets', () => {
    const { styles } = copyStyles(seedStyles(), {
      source: 'button',
      targets: ['button', 'input'],
      properties: ['borderRadius'],
      states: ['hover'],
      themes: ['dark'],
    });
    expect(styles.components.input?.dark?.hover).toEqual({ borderRadius: 12 });
    expect(styles.components.input?.light?.hover).toBeUndefined();
    expect(styles.components.button).toEqual(seedStyles().components.button);
  });

  it.each([
    ['no source', { ...request, source: ' ' }],
    ['no target', { ...request, targets: [] }],
    ['only the source as target', { ...request, targets: ['button'] }],
    ['no property', { ...request, properties: [] }],
    ['no state', { ...request, states: [] }],
  ])('refuses %s, naming the selection message', (_label, bad) =>
    expect(() => copyStyles(bare(), { ...bad, states: [...bad.states] })).toThrow(
      new ThemeError('copySelection'),
    ),
  );
});
