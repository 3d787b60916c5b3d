import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, guest, member, renderWithAuth } from '../testing/render-with-auth';
import { AuthFooterEntries } from './auth-footer-entries';

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Cuenta' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('AuthFooterEntries', () => {
  it('signed out: Guest and Sign in (with next)', () => {
    renderWithAuth(<AuthFooterEntries loginHref="/es/login" />, {
      value: authValue(null, 'anon'),
      path: '/es/menus?tab=food',
    });
    expect(entries()).toEqual(['Invitado', 'Iniciar sesión']);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/login?next=%2Fes%2Fmenus%3Ftab%3Dfood',
    );
    expect(screen.getByRole('button', { name: 'Invitado' })).toBeInTheDocument();
  });

  it('guest: Sign in and Sign out', () => {
    renderWithAuth(<AuthFooterEntries />, { value: authValue(guest, 'anon') });
    expect(entries()).toEqual(['Iniciar sesión', 'Cerrar sesión']);
  });

  it('signing out goes to the page it is told (the public site: /logout-complete)', async () => {
    renderWithAuth(<AuthFooterEntries afterSignOutHref="/logout-complete" />, {
      value: authValue(member(), 'user'),
      path: '/es/menus',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('/logout-complete')).toBeInTheDocument();
  });

  it('member: Account and Sign out; admins also Admin', () => {
    renderWithAuth(<AuthFooterEntries />, { value: authValue(member(), 'user') });
    expect(entries()).toEqual(['Cuenta', 'Cerrar sesión']);
  });

  it('admin link may point to another origin', () => {
    renderWithAuth(<AuthFooterEntries adminHref="http://localhost:3001/admin" />, {
      value: authValue(member(), 'superadmin'),
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      'http://localhost:3001/admin',
    );
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });
});
