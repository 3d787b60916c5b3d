import { getClientConfigQueryOptions } from '@bar/client/get-client-config';
import { createQueryClient } from '@bar/client/react-query';
import { normalizeLocale, type Locale } from '@bar/i18n/locales';
import type { i18n as I18n } from 'i18next';
import { AuthProvider } from '@bar/session/auth-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { loadAdminI18n, storeLocale } from '../lib/i18n';
import { LocaleContext } from '../lib/locale-context';

function LocaleProvider({ initial, children }: { initial: I18n; children: ReactNode }) {
  // The shown language and its instance change together, once the new catalogue has loaded.
  const [i18n, setI18n] = useState(initial);
  const locale = normalizeLocale(i18n.language);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        storeLocale(next);
        void loadAdminI18n(next).then(setI18n);
      },
    }),
    [locale],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = i18n.t('app.title');
  }, [locale, i18n]);

  return (
    <LocaleContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The auth provider and the shell share one request for the client configuration.
  const loadConfig = useMemo(
    () => () => queryClient.fetchQuery(getClientConfigQueryOptions()),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={i18n}>
        <AuthProvider loadConfig={loadConfig}>{children}</AuthProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
