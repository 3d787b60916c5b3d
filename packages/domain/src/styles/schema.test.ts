import { describe, expect, it } from 'vitest';
import {
  commitStyles,
  controlsOf,
  normalizeControlName,
  STYLE_CONTROLS,
  STYLE_STATES,
  stylesFromStored,
  StylesSchema,
} from './schema';
import { seedStyles } from './seed';

describe('styles lists and names', () => {
  it('has the spec controls and states', () => {
    expect(STYLE_CONTROLS).toEqual([
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
    ]);
    expect(STYLE_STATES).toEqual([
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
    ]);
  });

  it('lowercases new control names and turns spaces into hyphens', () => {
    expect(normalizeControlName('Nav Item')).toBe('nav-item');
    expect(normalizeControlName('  Big   CTA Button ')).toBe('big-cta-button');
    expect(normalizeControlName('h1')).toBe('h1');
  });

  it('lists spec controls first, then added ones', () => {
    expect(controlsOf({ components: { 'nav-item': {}, button: {} } })).toEqual([
      ...STYLE_CONTROLS,
      'nav-item',
    ]);
  });
});

describe('the seed', () => {
  const seed = seedStyles();
  it('is a valid version-1 document with light and dark, radius 12 and font size 16', () => {
    expect(StylesSchema.safeParse(seed).success).toBe(true);
    expect(seed.$version).toBe(1);
    expect(seed.themes).toEqual(['light', 'dark']);
    for (const theme of ['light', 'dark']) {
      expect(seed.global.body[theme]).toMatchObject({ borderRadius: 12, fontSize: 16 });
      expect(seed.components.button?.[theme]?.rest).toMatchObject({
        borderRadius: 12,
        fontSize: 16,
      });
    }
    expect(seed.global.body.light?.backgroundColor).not.toBe(
      seed.global.body.dark?.backgroundColor,
    );
    expect(Object.keys(seed.components)).toEqual([...STYLE_CONTROLS]);
    expect(seed.components.button?.light?.hover?.paddingX).toBeDefined();
  });
});

describe('stylesFromStored', () => {
  it('answers the seed when nothing is stored', () => {
    for (const stored of [null, undefined, 'x'])
      expect(stylesFromStored(stored, seedStyles).components.button).toEqual(
        seedStyles().components.button,
      );
  });

  it('lets a stored document replace the seed (not merge into it), completing every theme body', () => {
    const read = stylesFromStored(
      { themes: ['light'], components: { button: { light: { rest: { fontSize: 20 } } } } },
      seedStyles,
    );
    expect(read.themes).toEqual(['light']);
    expect(Object.keys(read.components)).toEqual(['button']);
    expect(read.global.body.light).toMatchObject({
      fontSize: 12,
      borderRadius: 10,
      backgroundColor: '#ffffff',
    });
    expect(read.$version).toBe(1);
  });

  it('repairs what is stored: bad tokens drop, numbers clamp, control names normalise, unknown version reads as 1', () => {
    const read = stylesFromStored(
      {
        $version: 7,
        themes: ['light', 'light', 'noche'],
        global: { body: { light: { borderWidth: 11, fontSize: 'x' } } },
        components: {
          'Nav Item': {
            light: { rest: { borderRadius: 99, textColor: 5 }, bogus: { fontSize: 1 } },
          },
        },
      },
      seedStyles,
    );
    expect(read.$version).toBe(1);
    expect(read.themes).toEqual(['light', 'noche']);
    expect(read.global.body.light).toMatchObject({ borderWidth: 8, fontSize: 12 });
    expect(read.global.body.noche).toMatchObject({ backgroundColor: '#ffffff' });
    expect(read.components['nav-item']?.light).toEqual({ rest: { borderRadius: 40 } });
  });
});

describe('commitStyles', () => {
  it('clamps and completes a valid document', () => {
    const out = commitStyles({
      ...seedStyles(),
      components: { 'Big CTA': { light: { hover: { fontWeight: 1000, letterSpacing: 1 } } } },
    });
    expect(out.success).toBe(true);
    if (out.success)
      expect(out.data.components['big-cta']?.light?.hover).toEqual({
        fontWeight: 900,
        letterSpacing: 0.3,
      });
  });

  it.each([
    ['a version other than 1', { $version: 2 }],
    ['no theme', { themes: [] }],
    ['a duplicate theme', { themes: ['a', 'a'] }],
    [
      'a text where a number goes',
      { components: { button: { light: { rest: { fontSize: 'big' } } } } },
    ],
    ['an unknown state', { components: { button: { light: { pressed: { fontSize: 12 } } } } }],
    ['a bad control name', { components: { 'bad/name': {} } }],
    ['an unknown transition speed', { global: { body: { light: { transitionSpeed: 'warp' } } } }],
    ['a bad shadow', { components: { a: { light: { rest: { boxShadow: { x: 'one' } } } } } }],
  ])('refuses %s', (_label, patch) =>
    expect(commitStyles({ ...seedStyles(), ...patch }).success).toBe(false),
  );
});
