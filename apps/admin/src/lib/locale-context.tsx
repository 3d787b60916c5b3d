import type { Locale } from '@bar/i18n/locales';
import { createContext, useContext } from 'react';

export type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => void };

export const LocaleContext = createContext<LocaleContextValue>({
  locale: 'es',
  setLocale: () => undefined,
});

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
