import { useBrowserValue } from '../browser-value';
import { currentThemeSlot, THEME_CHANGED_EVENT, type ThemeSlot } from './theme-slot';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGED_EVENT, onChange);
}

/** The slot on <html>; light while prerendering and hydrating, so the markup always matches. */
export function useThemeSlot(): ThemeSlot {
  return useBrowserValue<ThemeSlot>(subscribe, currentThemeSlot, 'light');
}
