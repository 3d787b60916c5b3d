import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyInitialSlot,
  currentThemeSlot,
  readStartSlot,
  setThemeSlot,
  startThemeSlot,
  THEME_CHANGED_EVENT,
  THEME_INITIAL_STORAGE_KEY,
  THEME_STORAGE_KEY,
  toggleThemeSlot,
} from './theme-slot';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme slot', () => {
  it('falls back to light for an invalid stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStartSlot()).toBe('light');
    startThemeSlot();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('starts in the stored slot, else the tenant initial slot, else light', () => {
    expect(readStartSlot()).toBe('light');
    localStorage.setItem(THEME_INITIAL_STORAGE_KEY, 'dark');
    expect(readStartSlot()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readStartSlot()).toBe('light');
  });

  it('toggles, stores the choice, sets data-theme and emits theme-changed', () => {
    const listener = vi.fn();
    window.addEventListener(THEME_CHANGED_EVENT, listener);
    expect(toggleThemeSlot()).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ slot: 'dark' });
    expect(toggleThemeSlot()).toBe('light');
    expect(currentThemeSlot()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    window.removeEventListener(THEME_CHANGED_EVENT, listener);
  });

  it('applies the initial slot only while the visitor has not chosen', () => {
    applyInitialSlot('dark');
    expect(currentThemeSlot()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    setThemeSlot('light');
    applyInitialSlot('dark');
    expect(currentThemeSlot()).toBe('light');
    applyInitialSlot('sepia');
    expect(localStorage.getItem(THEME_INITIAL_STORAGE_KEY)).toBe('dark');
  });
});

afterEach(() => localStorage.clear());
