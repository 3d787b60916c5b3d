import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('root index', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the remembered language first', async () => {
    localStorage.setItem('lang', 'fr');
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  });

  it('otherwise goes to the browser language', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-CA', languages: ['en-CA'] });
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  it('otherwise goes to Spanish', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE', languages: ['de-DE'] });
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenidos' })).toBeVisible();
  });
});
