import { getI18n, type Locale } from '@bar/i18n';
import { AuthContext, type AuthContextValue } from '@bar/session/auth-context';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../lib/lite-i18n/react-i18next';
import { MemoryRouter, useLocation } from 'react-router';

export { authValue, guest, member } from '@bar/ui/testing/auth-value';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a piece of the site in a given session state (the shape the AuthProvider gives,
 * from @bar/ui's test values), with the real catalogues, and shows the router's location.
 */
export function renderWithSession(
  ui: ReactNode,
  {
    value,
    locale = 'es',
    path = `/${locale}`,
  }: { value: AuthContextValue; locale?: Locale; path?: string },
) {
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <AuthContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
