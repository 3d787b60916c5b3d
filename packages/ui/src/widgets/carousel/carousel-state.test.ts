import { describe, expect, it } from 'vitest';
import type { CarouselSlide } from './carousel-slide-type';
import {
  advanceOnVideoEnd,
  autoplayDelay,
  canStep,
  DEFAULT_INTERVAL_MS,
  effectiveDelay,
  MIN_DELAY_MS,
  stepIndex,
  swipeStep,
  type AutoplayInput,
} from './carousel-state';
import { isExternalHref, slideLinkAttributes } from './slide-link';

const image: CarouselSlide = { id: 'a', kind: 'image', src: '/a.webp' };
const video: CarouselSlide = { id: 'v', kind: 'video', src: '/v.mp4' };
const base: AutoplayInput = {
  slide: image,
  index: 0,
  count: 3,
  loop: true,
  intervalMs: DEFAULT_INTERVAL_MS,
  paused: false,
  reducedMotion: false,
};

describe('stepping', () => {
  it('loops by default and clamps without loop', () => {
    expect(stepIndex(2, 3, 'next')).toBe(0);
    expect(stepIndex(0, 3, 'previous')).toBe(2);
    expect(stepIndex(2, 3, 'next', false)).toBe(2);
    expect(stepIndex(0, 3, 'previous', false)).toBe(0);
    expect(stepIndex(1, 3, 'next', false)).toBe(2);
    expect(stepIndex(0, 0, 'next')).toBe(0);
  });

  it('knows when a step is possible', () => {
    expect(canStep(2, 3, 'next', true)).toBe(true);
    expect(canStep(2, 3, 'next', false)).toBe(false);
    expect(canStep(0, 3, 'previous', false)).toBe(false);
    expect(canStep(0, 1, 'next', true)).toBe(false);
  });
});

describe('delays', () => {
  it('defaults to 5000 ms and raises anything below 800 ms to 800', () => {
    expect(DEFAULT_INTERVAL_MS).toBe(5000);
    expect(MIN_DELAY_MS).toBe(800);
    expect(effectiveDelay(undefined)).toBe(5000);
    expect(effectiveDelay(undefined, 300)).toBe(800);
    expect(effectiveDelay(799)).toBe(800);
    expect(effectiveDelay(801)).toBe(801);
    expect(effectiveDelay(Number.NaN, 2000)).toBe(2000);
  });

  it('uses the slide duration, then the interval', () => {
    expect(autoplayDelay(base)).toBe(5000);
    expect(autoplayDelay({ ...base, intervalMs: 100 })).toBe(800);
    expect(autoplayDelay({ ...base, slide: { ...image, durationMs: 2500 } })).toBe(2500);
    expect(autoplayDelay({ ...base, slide: { ...image, durationMs: 10 } })).toBe(800);
  });

  it('has no timer when paused, for reduced motion, alone, or at the clamped end', () => {
    expect(autoplayDelay({ ...base, paused: true })).toBeNull();
    expect(autoplayDelay({ ...base, reducedMotion: true })).toBeNull();
    expect(autoplayDelay({ ...base, count: 1 })).toBeNull();
    expect(autoplayDelay({ ...base, index: 2, loop: false })).toBeNull();
    expect(autoplayDelay({ ...base, slide: undefined })).toBeNull();
  });

  it('waits for a video to end, unless it loops or has a duration', () => {
    expect(autoplayDelay({ ...base, slide: video })).toBeNull();
    expect(autoplayDelay({ ...base, slide: { ...video, durationMs: 9000 } })).toBe(9000);
    expect(autoplayDelay({ ...base, slide: { ...video, videoLoop: true } })).toBe(5000);
    expect(advanceOnVideoEnd({ ...base, slide: video })).toBe(true);
    expect(advanceOnVideoEnd({ ...base, slide: video, paused: true })).toBe(false);
    expect(advanceOnVideoEnd({ ...base, slide: video, reducedMotion: true })).toBe(false);
    expect(advanceOnVideoEnd({ ...base, slide: { ...video, videoLoop: true } })).toBe(false);
    expect(advanceOnVideoEnd({ ...base, slide: image })).toBe(false);
    expect(autoplayDelay({ ...base, slide: video, videoEnded: true })).toBe(0);
    expect(autoplayDelay({ ...base, slide: video, videoEnded: true, paused: true })).toBeNull();
  });
});

describe('swipe', () => {
  it('needs 40 px: left is next, right is previous', () => {
    expect(swipeStep(-39)).toBeNull();
    expect(swipeStep(39)).toBeNull();
    // More vertical than horizontal: the page scrolls.
    expect(swipeStep(-50, 80)).toBeNull();
    expect(swipeStep(40, 5)).toBe('previous');
    expect(swipeStep(-40)).toBe('next');
    expect(swipeStep(40)).toBe('previous');
    expect(swipeStep(0)).toBeNull();
  });
});

describe('slide links', () => {
  it('opens external links and _blank in a new tab without opener', () => {
    expect(isExternalHref('https://x.com')).toBe(true);
    expect(isExternalHref('//cdn.x.com/a')).toBe(true);
    expect(isExternalHref('/es/menus')).toBe(false);
    expect(slideLinkAttributes('https://x.com')).toEqual({
      href: 'https://x.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(slideLinkAttributes('/es/blog', '_blank').rel).toBe('noopener noreferrer');
    expect(slideLinkAttributes('/es/blog')).toEqual({ href: '/es/blog' });
    expect(slideLinkAttributes('https://x.com', '_self')).toEqual({
      href: 'https://x.com',
      target: '_self',
    });
  });
});
