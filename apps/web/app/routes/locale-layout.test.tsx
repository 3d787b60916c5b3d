import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

function clearCookie() {
  document.cookie = '__session=; path=/; max-age=0';
}

describe('locale pages', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('remember their language in localStorage and in the __session cookie (the one Hosting forwards)', async () => {
    renderRoute('/fr/offline');
    expect(
      await screen.findByText(
        'Certaines fonctionnalités nécessitent Internet. Veuillez réessayer lorsque vous aurez du signal.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('lang')).toBe('fr'));
    expect(document.cookie).toContain('__session=lang:fr');
  });

  it('do not remember an unknown first segment', async () => {
    renderRoute('/de');
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('keep the kiosk survey free of the site navigation', async () => {
    renderRoute('/en/encuesta');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Satisfaction survey' }),
    ).toBeVisible();
    // The header (its own module) is in once its language switcher is.
    expect(await screen.findByRole('navigation', { name: 'Change language' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
