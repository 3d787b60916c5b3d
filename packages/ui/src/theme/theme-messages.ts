import type { ThemeSlot } from './theme-slot';

type ThemeLocale = 'es' | 'en' | 'fr';

/** The toggle's accessible names, keyed by the slot it switches to. */
export const THEME_MESSAGES: Readonly<Record<ThemeLocale, Record<ThemeSlot, string>>> = {
  es: { dark: 'Cambiar a tema oscuro', light: 'Cambiar a tema claro' },
  en: { dark: 'Switch to dark theme', light: 'Switch to light theme' },
  fr: { dark: 'Passer au thème sombre', light: 'Passer au thème clair' },
};

export function themeToggleLabel(language: string | undefined, target: ThemeSlot): string {
  const short = (language ?? '').slice(0, 2).toLowerCase();
  const messages = short === 'en' || short === 'fr' ? THEME_MESSAGES[short] : THEME_MESSAGES.es;
  return messages[target];
}
