import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { REDIRECT_OFF_KEY, REDIRECT_SECONDS } from '../site-pages';

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

const homeHeading = () => screen.queryByRole('heading', { level: 1, name: 'Bienvenidos' });

describe('404 redirect countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down in seconds and takes the visitor home at zero', async () => {
    renderRoute('/es/nope');
    await act(async () => {});
    expect(REDIRECT_SECONDS).toBe(10);
    expect(screen.getByText('Te llevaremos a la página de inicio en 10 s.')).toBeVisible();
    expect(
      screen.getByText('Te llevaremos a la página de inicio en 10 segundos. Puedes cancelarlo.'),
    ).toHaveAttribute('role', 'status');
    tick(4);
    expect(screen.getByText('Te llevaremos a la página de inicio en 6 s.')).toBeVisible();
    tick(6);
    expect(homeHeading()).toBeInTheDocument();
  });

  it('stops when cancelled, says so, and moves focus to that sentence', async () => {
    renderRoute('/en/nope');
    await act(async () => {});
    tick(3);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the redirect' }));
    const outcome = screen.getByText('Automatic redirect cancelled.');
    expect(outcome).toHaveFocus();
    expect(screen.queryByText(/Taking you to the home page in \d+ s\./)).toBeNull();
    tick(30);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(localStorage.getItem(REDIRECT_OFF_KEY)).toBeNull();
  });

  it('remembers "Don\'t redirect me again" for the next 404', async () => {
    const first = renderRoute('/fr/nope');
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Ne plus me rediriger' }));
    expect(
      screen.getByText('La redirection automatique est désactivée sur cet appareil.'),
    ).toHaveFocus();
    expect(localStorage.getItem(REDIRECT_OFF_KEY)).toBe('off');
    first.unmount();

    renderRoute('/fr/ailleurs');
    await act(async () => {});
    expect(
      screen.getByText('La redirection automatique est désactivée sur cet appareil.'),
    ).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Annuler la redirection' })).toBeNull();
    tick(30);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
  });
});

describe('404 popular pages and search', () => {
  it('lists the popular pages with localized links', async () => {
    renderRoute('/en/nope');
    const popular = await screen.findByRole('navigation', { name: 'Popular pages' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Menu', '/en/menus'],
      ['Reservations', '/en/reservas'],
      ['Events', '/en/blog'],
      ['Gallery', '/en/galeria'],
    ]);
  });

  it('filters the site pages by translated titles as the visitor types', async () => {
    renderRoute('/es/nope');
    const search = await screen.findByRole('search');
    const input = within(search).getByRole('searchbox', { name: '¿Qué página buscas?' });
    const results = () =>
      Array.from(
        screen.getByRole('region', { name: 'Buscar en el sitio' }).querySelectorAll('ul a'),
        (a) => a.getAttribute('href'),
      );
    expect(results()).toHaveLength(9);
    fireEvent.change(input, { target: { value: 'galeria' } });
    expect(results()).toEqual(['/es/galeria']);
    fireEvent.change(input, { target: { value: 'pdf' } });
    expect(results()).toEqual(['/es/pdf']);
    fireEvent.change(input, { target: { value: 'privacidad' } });
    expect(results()).toEqual(['/es/terminos']);
    // found by its description, not its title
    fireEvent.change(input, { target: { value: 'KARAOKE' } });
    expect(results()).toContain('/es');
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(results()).toEqual([]);
    expect(screen.getByText('Ninguna página coincide con tu búsqueda.')).toBeVisible();
    expect(screen.getByText('Resultados: 0')).toBeInTheDocument();
  });

  it('"Buscar" with one page found opens it; with several, the first result takes the focus', async () => {
    renderRoute('/es/nope');
    const search = await screen.findByRole('search');
    const input = within(search).getByRole('searchbox', { name: '¿Qué página buscas?' });
    const region = screen.getByRole('region', { name: 'Buscar en el sitio' });
    fireEvent.change(input, { target: { value: 'e' } });
    const links = within(region).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    fireEvent.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(links[0]).toHaveFocus();
    expect(screen.getByRole('search')).toBe(search);

    fireEvent.change(input, { target: { value: 'micheladas' } });
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/es/menus']);
    fireEvent.submit(search);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('starts from ?q= in the address (the form submitted without JavaScript)', async () => {
    renderRoute('/fr/nope?q=r%C3%A9servation');
    const search = await screen.findByRole('search');
    expect(within(search).getByRole('searchbox')).toHaveValue('réservation');
    expect(
      within(screen.getByRole('region', { name: 'Rechercher sur le site' })).getAllByRole('link'),
    ).toHaveLength(1);
  });
});
