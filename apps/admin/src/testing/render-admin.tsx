import type { Locale } from '@bar/i18n/locales';
import { AuthContext, type AuthContextValue } from '@bar/session/auth-context';
import { authValue } from '@bar/ui/testing/auth-value';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@bar/client/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { adminI18n } from './admin-i18n';

export { authValue, member } from '@bar/ui/testing/auth-value';

/** Renders with the admin's real catalogues, a router and a given session value. */
export function renderAdmin(
  ui: ReactNode,
  {
    value = authValue(null, 'anon'),
    locale = 'es',
    path = '/admin',
  }: {
    value?: AuthContextValue;
    locale?: Locale;
    path?: string;
  } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={adminI18n(locale)}>
        <AuthContext.Provider value={value}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
