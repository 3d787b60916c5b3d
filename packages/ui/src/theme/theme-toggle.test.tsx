import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_MESSAGES } from './theme-messages';
import { THEME_STORAGE_KEY } from './theme-slot';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
});

describe('ThemeToggle', () => {
  it('is named after the slot it switches to, in the page language, and flips it', async () => {
    render(<ThemeToggle locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('speaks Spanish by default and French for fr-CA', () => {
    render(<ThemeToggle locale="xx" />);
    expect(screen.getByRole('button', { name: 'Cambiar a tema oscuro' })).toBeInTheDocument();
    render(<ThemeToggle locale="fr-CA" />);
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
  });
});

describe('theme catalogue', () => {
  it('has every label in every locale, none empty', () => {
    for (const messages of Object.values(THEME_MESSAGES)) {
      expect(Object.keys(messages).sort()).toEqual(['dark', 'light']);
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    }
    expect(new Set(Object.values(THEME_MESSAGES).map((m) => m.dark)).size).toBe(3);
  });
});
