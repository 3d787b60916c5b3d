import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from './theme-boot-script';
import { readStartSlot, THEME_INITIAL_STORAGE_KEY, THEME_STORAGE_KEY } from './theme-slot';

// The inline script must agree with readStartSlot(), which the runtime uses after hydration.
// Evaluating the exact inline text is the point of this test.
// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
const run = () => new Function(THEME_BOOT_SCRIPT)() as void;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme boot script', () => {
  it.each([
    [null, null],
    ['dark', null],
    ['light', 'dark'],
    ['bogus', 'dark'],
    [null, 'dark'],
    [null, 'bogus'],
  ])('stored %s, initial %s: same slot as readStartSlot()', (stored, initial) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    if (initial !== null) localStorage.setItem(THEME_INITIAL_STORAGE_KEY, initial);
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe(readStartSlot());
  });

  it('is one fixed text (its CSP hash is the same on every page)', () => {
    expect(THEME_BOOT_SCRIPT).not.toMatch(/[<>]/);
    expect(THEME_BOOT_SCRIPT.length).toBeLessThan(400);
  });
});
