import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, guest, member, renderWithSession } from '../../../testing/render-with-session';
import { SiteFooter } from './site-footer';

const entries = () =>
  within(screen.getByRole('navigation', { name: /Cuenta|Account|Compte/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SiteFooter', () => {
  it.each([
    ['es', 'Términos y privacidad', '/es/terminos'],
    ['en', 'Terms and privacy', '/en/terminos'],
    ['fr', 'Conditions et confidentialité', '/fr/terminos'],
  ] as const)('links to the terms and privacy page in %s', (locale, name, href) => {
    renderWithSession(<SiteFooter locale={locale} />, {
      value: authValue(null, 'anon'),
      locale,
    });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('signed out: Guest and Sign in, with the current page as next', () => {
    renderWithSession(<SiteFooter locale="es" />, {
      value: authValue(null, 'anon'),
      path: '/es/menus?tab=food',
    });
    expect(entries()).toEqual(['Invitado', 'Iniciar sesión']);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/login?next=%2Fes%2Fmenus%3Ftab%3Dfood',
    );
  });

  it('guest: Sign in and Sign out', () => {
    renderWithSession(<SiteFooter locale="en" />, {
      value: authValue(guest, 'anon'),
      locale: 'en',
    });
    expect(entries()).toEqual(['Sign in', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?next=%2Fen',
    );
  });

  it('member: Account and Sign out; admins also get Admin', () => {
    renderWithSession(<SiteFooter locale="fr" />, {
      value: authValue(member(), 'admin'),
      locale: 'fr',
    });
    expect(entries()).toEqual(['Compte', 'Admin', 'Se déconnecter']);
    expect(screen.getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/fr/login');
    // No API here, so the admin entry falls back to this host's /admin.
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows the brand', () => {
    renderWithSession(<SiteFooter locale="es" />, { value: authValue(member(), 'user') });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Bar & Grill');
    expect(entries()).toEqual(['Cuenta', 'Cerrar sesión']);
  });
});
