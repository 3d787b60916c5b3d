import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { registerUiMessages } from '../i18n/ui-messages';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type AuthContextValue } from '@bar/session/auth-context';

export { authValue, guest, member } from './auth-value';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="path">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithAuth(
  ui: ReactNode,
  { value, path = '/', locale = 'es' }: { value: AuthContextValue; path?: string; locale?: string },
) {
  const i18n = createInstance();
  void i18n.init({ lng: locale, resources: {}, initAsync: false });
  registerUiMessages(i18n);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <CurrentPath />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
