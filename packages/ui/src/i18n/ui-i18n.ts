import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The shared components keep their own catalogue under the i18next namespace 'ui', so an app
 * only has to provide its i18next instance (react-i18next) with that namespace loaded. The
 * catalogues are not imported here: an app loads the one language it shows (`loadUiCatalogue`)
 * or all three at once (`./ui-messages`, for prerendering and tests), so a page never carries
 * the other two languages' texts.
 */
export const UI_NAMESPACE = 'ui';
export type UiLocale = 'es' | 'en' | 'fr';
export type UiCatalogue = Record<string, unknown>;

const loaders: Record<UiLocale, () => Promise<{ default: UiCatalogue }>> = {
  es: () => import('../messages/es.json'),
  en: () => import('../messages/en.json'),
  fr: () => import('../messages/fr.json'),
};

/** One language's UI catalogue, as its own chunk. */
export const loadUiCatalogue = async (locale: UiLocale): Promise<UiCatalogue> =>
  (await loaders[locale]()).default;

let fallback: I18n | undefined;

/** The instance used where no app instance is provided (a package's own tests). */
export function setUiFallbackI18n(i18n: I18n): void {
  fallback = i18n;
}

export function useUiTranslation() {
  const { i18n: appI18n } = useTranslation();
  const i18n = typeof appI18n?.addResourceBundle === 'function' ? appI18n : fallback;
  return useTranslation(UI_NAMESPACE, { i18n, useSuspense: false });
}
