import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@bar/i18n/locales';
import { I18nextProvider } from 'react-i18next';
import { readStoredLocale, storeLocale } from '../../lib/i18n';
import { adminI18n } from '../../testing/admin-i18n';
import { LocaleContext } from '../../lib/locale-context';
import { authValue, member, renderAdmin } from '../../testing/render-admin';
import { AppHeader } from './app-header';

function Switchable() {
  const [locale, setLocale] = useState<Locale>('es');
  return (
    <LocaleContext.Provider value={{ locale, setLocale: (l) => (storeLocale(l), setLocale(l)) }}>
      <I18nextProvider i18n={adminI18n(locale)}>
        <AppHeader homeHref="/" signedIn onSignOut={() => undefined} />
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}

describe('AppHeader', () => {
  it('has home, panel, sign-out, the badge and the language', async () => {
    renderAdmin(<Switchable />, { value: authValue(member(), 'admin') });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sesión' })).toHaveTextContent('ana@example.com');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'fr');
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(readStoredLocale()).toBe('fr');
  });

  it('falls back to Spanish for an unknown stored language', () => {
    localStorage.setItem('lang', 'de');
    expect(readStoredLocale()).toBe('es');
  });
});
