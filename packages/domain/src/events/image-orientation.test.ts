import { describe, expect, it } from 'vitest';
import { imageOrientation } from './image-orientation';

describe('imageOrientation', () => {
  it.each([
    [100, 100, 'square'],
    [108, 100, 'square'],
    [92, 100, 'square'],
    [100, 108, 'square'],
    [109, 100, 'landscape'],
    [1200, 750, 'landscape'],
    [91, 100, 'portrait'],
    [500, 800, 'portrait'],
  ] as const)('%i×%i is %s', (width, height, expected) => {
    expect(imageOrientation(width, height)).toBe(expected);
  });

  it('is unknown until the picture has a size', () => {
    expect(imageOrientation(0, 0)).toBeNull();
    expect(imageOrientation(640, Number.NaN)).toBeNull();
  });
});
