import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

// The real provider runs here without an API (the config request fails), which is the
// signed-out state a visitor sees when the anonymous session cannot start.
describe('login page', () => {
  it.each([
    ['es', 'Iniciar sesión', 'Entrar como invitado', 'Crear cuenta'],
    ['en', 'Sign in', 'Enter as guest', 'Create account'],
    ['fr', 'Connexion', "Entrer en tant qu'invité", 'Créer un compte'],
  ])('shows the sign-in card in %s', async (locale, title, guest, signUp) => {
    renderRoute(`/${locale}/login`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('button', { name: guest })).toBeEnabled();
    expect(screen.getByRole('button', { name: signUp })).toBeDisabled();
  });

  it('keeps the footer entries and the signed-out badge', async () => {
    renderRoute('/es/login?next=/es/menus');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('button', { name: 'Invitado' })).toBeVisible();
    // On the login page itself the link does not point back to itself with a next.
    expect(within(footer).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/login',
    );
    const badge = screen.getByRole('group', { name: 'Sesión' });
    expect(within(badge).getByText('no auth')).toHaveAttribute('title', 'no autenticado');
  });
});
