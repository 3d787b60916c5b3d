import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, guest, renderWithSession } from '../../../testing/render-with-session';
import { KioskFooter } from './kiosk-footer';

describe('KioskFooter', () => {
  it('signed out: starts a guest or Google session', async () => {
    const calls: string[] = [];
    renderWithSession(<KioskFooter />, {
      value: authValue(null, 'anon', {
        signInAsGuest: () => Promise.resolve(void calls.push('guest')),
        signInWithGoogle: () => (calls.push('google'), Promise.resolve('signed-in')),
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Empezar como invitado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con Google' }));
    expect(calls).toEqual(['guest', 'google']);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión del quiosco' })).toBeNull();
  });

  it('signed in: the kiosk sign-out ends the session and wipes stored auth entries', async () => {
    const calls: string[] = [];
    localStorage.setItem('firebase:authUser:key:[bar-local]', '{}');
    localStorage.setItem('lang', 'en');
    renderWithSession(<KioskFooter />, {
      locale: 'en',
      value: authValue(guest, 'anon', {
        signOut: () => Promise.resolve(void calls.push('sign-out')),
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'End kiosk session' }));
    await waitFor(() => expect(calls).toEqual(['sign-out']));
    await waitFor(() =>
      expect(localStorage.getItem('firebase:authUser:key:[bar-local]')).toBeNull(),
    );
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
