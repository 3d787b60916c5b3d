import { commitStyles } from '@bar/domain/styles/schema';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lowContrastPairs, parseColor } from './contrast';

describe('the contrast check', () => {
  it('reads hex, rgb() and named colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#8a2413')).toEqual([138, 36, 19]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('var(--x)')).toBeNull();
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#777', '#fff')).toBe(4.48);
    expect(contrastRatio('var(--x)', '#fff')).toBeNull();
  });

  it('flags the control states under 4.5:1, inherited values included', () => {
    const committed = commitStyles({
      themes: ['light'],
      components: {
        button: { light: { rest: { backgroundColor: '#ffffff', textColor: '#999999' } } },
      },
    });
    if (!committed.success) throw committed.error;
    const low = lowContrastPairs(committed.data);
    expect(low).toContainEqual({ control: 'button', theme: 'light', state: 'rest', ratio: 2.85 });
    // hover inherits rest's colours, so it is flagged too.
    expect(low.some((pair) => pair.state === 'hover')).toBe(true);
  });
});
