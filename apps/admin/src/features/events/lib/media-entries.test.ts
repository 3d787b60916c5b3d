import { describe, expect, it } from 'vitest';
import {
  applyDetails,
  detailsOf,
  focusPointOf,
  withDetails,
  type MediaEntry,
} from './media-entries';

const stored: MediaEntry = {
  key: 'a',
  kind: 'stored',
  item: { contentType: 'image/png', url: '/a.png', name: 'a.png', resized: [] },
};

describe('media details', () => {
  it('stores an alt text and a focal point on a stored item, nothing for empty or centre', () => {
    const described = withDetails(stored, { alt: 'Cartel', focus: { x: 50, y: 0 } });
    expect(detailsOf(described)).toEqual({ alt: 'Cartel', focus: { x: 50, y: 0 } });
    const cleared = withDetails(described, { alt: '  ', focus: undefined });
    expect(cleared.kind === 'stored' && cleared.item).toEqual(stored.item);
  });

  it('gives an uploaded item the details typed while it waited', () => {
    expect(
      applyDetails(
        { contentType: 'image/png', url: '/b.png', name: 'b.png', resized: [] },
        {
          alt: 'Mesa',
          focus: { x: 0, y: 100 },
        },
      ),
    ).toMatchObject({ alt: 'Mesa', focus: { x: 0, y: 100 } });
  });

  it('snaps any stored focus to the nearest of the nine points', () => {
    expect(focusPointOf(undefined)).toBe('center');
    expect(focusPointOf({ x: 50, y: 0 })).toBe('top');
    expect(focusPointOf({ x: 90, y: 10 })).toBe('topRight');
    expect(focusPointOf({ x: 40, y: 60 })).toBe('center');
    expect(focusPointOf({ x: 10, y: 100 })).toBe('bottomLeft');
  });
});
