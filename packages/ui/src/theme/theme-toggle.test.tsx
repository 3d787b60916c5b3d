import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInLocale } from '../widgets/testing/render-in-locale';
import { THEME_STORAGE_KEY } from './theme-slot';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
});

describe('ThemeToggle', () => {
  it('is named after the slot it switches to and flips it', async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a tema oscuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a tema claro' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('speaks the page language', () => {
    renderInLocale(<ThemeToggle />, 'en');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    renderInLocale(<ThemeToggle />, 'fr');
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
  });
});
