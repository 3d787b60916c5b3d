import { getClientConfigQueryOptions } from '@bar/client/get-client-config';
import { createQueryClient } from '@bar/client/react-query';
import type { Locale } from '@bar/i18n/locales';
import { AuthProvider } from '@bar/session/auth-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/editor-kit/toast';
import { adminI18n, readStoredLocale, storeLocale } from '../lib/i18n';
import { LocaleContext } from '../lib/locale-context';

function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(readStoredLocale);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        storeLocale(next);
        setLocale(next);
      },
    }),
    [locale],
  );
  const i18n = adminI18n(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = i18n.t('app.title', { ns: 'admin' });
  }, [locale, i18n]);

  return (
    <LocaleContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The auth provider and the shell share one request for the client configuration.
  const loadConfig = useMemo(
    () => () => queryClient.fetchQuery(getClientConfigQueryOptions()),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <AuthProvider loadConfig={loadConfig}>
          <ToastProvider>{children}</ToastProvider>
        </AuthProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
