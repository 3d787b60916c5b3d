import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, renderWithSession } from '../../testing/render-with-session';
import { useLocalizedNext } from './use-localized-next';

function Probe({ locale }: { locale: 'es' | 'en' }) {
  useLocalizedNext(locale);
  return null;
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('useLocalizedNext', () => {
  it('puts the locale in front of a next path without one', async () => {
    renderWithSession(<Probe locale="en" />, {
      value: authValue(null, 'anon'),
      path: '/en/login?next=%2Fmenus%3Ftab%3Dfood',
    });
    expect(await screen.findByText('/en/login?next=%2Fen%2Fmenus%3Ftab%3Dfood')).toBe(location());
  });

  it('replaces an unsafe next by the localized home', async () => {
    renderWithSession(<Probe locale="es" />, {
      value: authValue(null, 'anon'),
      path: '/es/login?next=https%3A%2F%2Fevil.example',
    });
    expect(await screen.findByText('/es/login?next=%2Fes')).toBe(location());
  });

  it('leaves a localized next and a missing next alone', () => {
    renderWithSession(<Probe locale="es" />, {
      value: authValue(null, 'anon'),
      path: '/es/login?next=%2Fes%2Fmenus',
    });
    expect(location()).toHaveTextContent('/es/login?next=%2Fes%2Fmenus');
  });
});
