import type { i18n as I18n } from 'i18next';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The app, given the i18next instance of the language it opens in (its catalogue loaded). */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProvider i18n={i18n}>
      <AppRouter />
    </AppProvider>
  );
}
