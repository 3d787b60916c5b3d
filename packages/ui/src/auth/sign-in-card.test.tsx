import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, guest, member, renderWithAuth } from '../testing/render-with-auth';
import { SignInCard } from './sign-in-card';

const path = () => screen.getByRole('status', { name: 'path' }).textContent;

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  return user;
}

describe('SignInCard', () => {
  it('keeps Entrar and Crear cuenta disabled until both fields are filled', async () => {
    renderWithAuth(<SignInCard />, { value: authValue(null), path: '/login' });
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    const crear = screen.getByRole('button', { name: 'Crear cuenta' });
    expect(entrar).toBeDisabled();
    expect(crear).toBeDisabled();
    await fill('ana@example.com', '');
    expect(entrar).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret1');
    expect(entrar).toBeEnabled();
    expect(crear).toBeEnabled();
    for (const name of ['Entrar como invitado', 'Entrar con Google', 'Entrar con Facebook']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('disables every button while a request runs, then goes to next', async () => {
    let finish!: () => void;
    const pending = new Promise<void>((resolve) => (finish = resolve));
    renderWithAuth(<SignInCard />, {
      value: authValue(null, 'anon', { signInWithEmail: () => pending }),
      path: '/login?next=%2Fes%2Fblog',
    });
    const user = await fill('ana@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Entrar con Google' })).toBeDisabled();
    expect(screen.getByText('Procesando…')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(path()).toBe('/es/blog'));
  });

  it('shows a Firebase failure in the page’s language, anything else as the catalogue default', async () => {
    const firebaseError = (code: string) =>
      Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    renderWithAuth(<SignInCard />, {
      value: authValue(null, 'anon', {
        signInWithEmail: () => Promise.reject(new Error('')),
        signUpWithEmail: () => Promise.reject(firebaseError('auth/email-already-in-use')),
      }),
    });
    const user = await fill('ana@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión.');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya existe una cuenta con este correo.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Firebase');
  });

  it('a failed Google or Facebook sign-in says so in the page’s language (popup or redirect)', async () => {
    const firebaseError = (code: string) =>
      Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    renderWithAuth(<SignInCard />, {
      value: authValue(null, 'anon', {
        signInWithFacebook: () =>
          Promise.reject(firebaseError('auth/account-exists-with-different-credential')),
      }),
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account already exists with this e-mail and another sign-in method.',
    );
  });

  it('a guest back from a failed provider redirect reads why, in the page’s language', async () => {
    const failed = Object.assign(new Error('Firebase: Error (auth/internal-error).'), {
      code: 'auth/internal-error',
    });
    renderWithAuth(<SignInCard />, {
      value: authValue(null, 'anon', { prepareProviderSignIn: () => Promise.reject(failed) }),
      locale: 'fr',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la connexion.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Firebase');
  });

  it('after sign-up shows the verification notice and stays', async () => {
    renderWithAuth(<SignInCard />, { value: authValue(null, 'anon'), path: '/login?next=/x' });
    const user = await fill('ana@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(
      await screen.findByText('Cuenta creada. Revisa tu email para verificar la cuenta.'),
    ).toBeInTheDocument();
    expect(path()).toBe('/login?next=/x');
  });

  it('ignores a closed popup silently', async () => {
    renderWithAuth(<SignInCard />, {
      value: authValue(null, 'anon', { signInWithGoogle: () => Promise.resolve('cancelled') }),
      path: '/login',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con Google' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar con Google' })).toBeEnabled();
    expect(path()).toBe('/login');
  });

  it('redirects a signed-in member at once, to a safe next only', async () => {
    renderWithAuth(<SignInCard />, {
      value: authValue(member()),
      path: '/login?next=//evil.example',
    });
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('lets a guest stay, showing the session and Salir', () => {
    renderWithAuth(<SignInCard />, { value: authValue(guest, 'anon'), path: '/login' });
    expect(path()).toBe('/login');
    expect(screen.getByText('Sesión: Invitado (g1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar como invitado' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar con Google' })).toBeInTheDocument();
  });

  it('speaks English and French', () => {
    renderWithAuth(<SignInCard />, { value: authValue(null, 'anon'), locale: 'en' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    renderWithAuth(<SignInCard />, { value: authValue(null, 'anon'), locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeDisabled();
  });
});
