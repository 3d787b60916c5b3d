import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, guest, member, renderWithAuth } from '../testing/render-with-auth';
import { UserBadge } from './user-badge';

describe('UserBadge', () => {
  it('reads no auth with its tooltip when signed out', () => {
    renderWithAuth(<UserBadge />, { value: authValue(null, 'anon') });
    expect(screen.getByRole('group', { name: 'Sesión' })).toHaveTextContent('no auth');
    expect(screen.getByTitle('no autenticado')).toHaveTextContent('no auth');
  });

  it('shows the letter, the e-mail and the online dot', () => {
    renderWithAuth(<UserBadge />, { value: authValue(member()) });
    const badge = screen.getByRole('group', { name: 'Sesión' });
    expect(badge).toHaveTextContent('Aana@example.com');
    expect(screen.getByRole('img', { name: 'En línea' })).toBeInTheDocument();
  });

  it('falls back to the display name, then usuario', () => {
    renderWithAuth(<UserBadge />, {
      value: authValue(member({ email: null, displayName: 'Bea' })),
    });
    expect(screen.getByText('Bea')).toBeInTheDocument();
    renderWithAuth(<UserBadge />, { value: authValue(guest, 'anon') });
    expect(screen.getByText('usuario')).toBeInTheDocument();
  });

  it('follows the offline event, in French', () => {
    renderWithAuth(<UserBadge />, { value: authValue(member()), locale: 'fr' });
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('img', { name: 'Hors ligne' })).toBeInTheDocument();
    if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
    delete (navigator as { onLine?: boolean }).onLine;
  });
});
