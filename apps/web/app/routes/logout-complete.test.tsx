import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('/logout-complete', () => {
  beforeEach(() => localStorage.clear());

  it('confirms the sign-out in the remembered language, with a way home', async () => {
    localStorage.setItem('lang', 'fr');
    renderRoute('/logout-complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Déconnexion réussie' }),
    ).toBeVisible();
    expect(screen.getByText('Vous êtes bien déconnecté.')).toBeVisible();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
    // <html lang> follows in an effect after the text has rendered.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('in Spanish by default', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-MX'], configurable: true });
    renderRoute('/logout-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión cerrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  });

  it('in English', async () => {
    localStorage.setItem('lang', 'en');
    renderRoute('/logout-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
  });
});
