import { THEME_ATTRIBUTE, THEME_INITIAL_STORAGE_KEY, THEME_STORAGE_KEY } from './theme-boot-script';

// The public theme slot: light or
// dark, stored locally under a theme key, set as `data-theme` on <html>, announced with a
// `theme-changed` event; an invalid stored value falls back to light.

export const THEME_SLOTS = ['light', 'dark'] as const;
export type ThemeSlot = (typeof THEME_SLOTS)[number];

// Owned by the boot script's module, which needs nothing else (a page's first load then
// carries neither: the script runs from the HTML).
export { THEME_ATTRIBUTE, THEME_INITIAL_STORAGE_KEY, THEME_STORAGE_KEY };
export const THEME_CHANGED_EVENT = 'theme-changed';

export type ThemeChangedDetail = { slot: ThemeSlot };

export function isThemeSlot(value: unknown): value is ThemeSlot {
  return value === 'light' || value === 'dark';
}

export function normalizeThemeSlot(value: unknown): ThemeSlot {
  return isThemeSlot(value) ? value : 'light';
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled (private mode, policy): the slot lasts for this page only.
  }
}

/**
 * The slot to start in: the visitor's stored choice (anything invalid reads as light); with no
 * choice stored, the tenant's initial slot.
 */
export function readStartSlot(): ThemeSlot {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (stored !== null) return normalizeThemeSlot(stored);
  return normalizeThemeSlot(readStorage(THEME_INITIAL_STORAGE_KEY));
}

/** The slot shown now (what the root carries), light when unset or invalid. */
export function currentThemeSlot(): ThemeSlot {
  if (typeof document === 'undefined') return 'light';
  return normalizeThemeSlot(document.documentElement.getAttribute(THEME_ATTRIBUTE));
}

function showSlot(slot: ThemeSlot): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, slot);
  window.dispatchEvent(
    new CustomEvent<ThemeChangedDetail>(THEME_CHANGED_EVENT, { detail: { slot } }),
  );
}

/** The visitor's choice: stored, shown and announced. */
export function setThemeSlot(slot: ThemeSlot): void {
  writeStorage(THEME_STORAGE_KEY, slot);
  showSlot(slot);
}

export function toggleThemeSlot(): ThemeSlot {
  const next: ThemeSlot = currentThemeSlot() === 'dark' ? 'light' : 'dark';
  setThemeSlot(next);
  return next;
}

/**
 * The tenant's initial slot (settings): remembered for the next load and shown now unless the
 * visitor has chosen one.
 */
export function applyInitialSlot(initial: unknown): void {
  if (!isThemeSlot(initial)) return;
  writeStorage(THEME_INITIAL_STORAGE_KEY, initial);
  const slot = readStartSlot();
  if (slot !== currentThemeSlot()) showSlot(slot);
}

/** Shows the start slot (for pages booted without the inline script, and tests). */
export function startThemeSlot(): ThemeSlot {
  const slot = readStartSlot();
  showSlot(slot);
  return slot;
}
