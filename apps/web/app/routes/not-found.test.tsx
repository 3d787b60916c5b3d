import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('404 page', () => {
  it.each([
    ['/es/nope', 'Lo sentimos, no pudimos encontrar lo que buscas.', 'Volver al inicio', '/es'],
    ['/en/404', "Sorry, we couldn't find what you're looking for.", 'Back to home', '/en'],
    [
      '/fr/a/b/c',
      "Désolé, nous n'avons pas trouvé ce que vous cherchez.",
      "Retour à l'accueil",
      '/fr',
    ],
  ])('%s says so in its language and links home', async (url, message, home, href) => {
    renderRoute(url);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
  });

  it('answers an unknown first segment in the default language', async () => {
    renderRoute('/de/menus');
    expect(
      await screen.findByText('Lo sentimos, no pudimos encontrar lo que buscas.'),
    ).toBeVisible();
  });
});
