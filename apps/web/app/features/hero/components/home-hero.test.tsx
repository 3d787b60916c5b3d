import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroEvent, renderInLocale } from '../testing/hero-fixtures';
import type { HeroEvent } from '../model/hero-slides';
import { HomeHero } from './home-hero';

// No served block in this page: the hero reads GET /api/events (the network is stubbed at fetch).
afterEach(() => vi.unstubAllGlobals());

// A whole GET /api/events answer: the client checks it against the contract in tests.
const answer = (events: HeroEvent[]) =>
  new Response(
    JSON.stringify({
      when: 'upcoming',
      today: '2031-01-01',
      timeZone: 'America/Toronto',
      events: events.map((event) => ({ slug: event.id, status: 'published', ...event })),
    }),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );

describe('the home hero', () => {
  it('shows the loading text first, then the empty state when the read fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const { container } = renderInLocale(<HomeHero />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos…');
    // The poster the API fills with the opening picture; hidden in the bare prerendered file.
    expect(container.querySelector('img[data-hero-poster]')).toHaveAttribute('hidden');
    expect(await screen.findByRole('heading', { name: 'Próximamente' })).toBeVisible();
    expect(container.querySelector('img[data-hero-poster]')).toBeNull();
    expect(screen.getByText('No hay eventos multimedia programados.')).toBeVisible();
    expect(container.querySelector('.hero__box')).toBeInTheDocument();
  });

  it('shows the empty state translated, with its optional background video', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer([])));
    const { container } = renderInLocale(
      <HomeHero emptyVideo="https://youtu.be/dQw4w9WgXcQ" />,
      'en',
    );
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeVisible();
    expect(screen.getByText('No multimedia events scheduled.')).toBeVisible();
    // The background player is a module of its own.
    await waitFor(() =>
      expect(container.querySelector('iframe')?.src).toContain(
        'youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ),
    );
  });

  it('keeps only upcoming events with a picture or video, soonest first', async () => {
    const events = [
      heroEvent('later', { date: '2099-03-01', title: 'Later' }),
      heroEvent('past', { date: '2001-03-01', title: 'Past' }),
      heroEvent('bare', { date: '2099-01-01', title: 'No media', media: [] }),
      heroEvent('soon', { date: '2099-02-01', title: 'Soon' }),
    ];
    vi.stubGlobal('fetch', (url: string) => {
      expect(url).toBe('/api/events?when=upcoming&locale=fr');
      return Promise.resolve(answer(events));
    });
    renderInLocale(<HomeHero />, 'fr');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Soon');
    expect(
      screen
        .getAllByRole('button', { name: /^Événement \d/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Événement 1 : Soon', 'Événement 2 : Later']);
  });

  it('shows the texts in the page’s language, the Spanish ones where it has none', async () => {
    const events = [
      heroEvent('soon', {
        date: '2099-02-01',
        title: 'Noche de salsa',
        localized: { en: { title: 'Salsa Night' } },
      }),
    ];
    vi.stubGlobal('fetch', () => Promise.resolve(answer(events)));
    const { unmount } = renderInLocale(<HomeHero />, 'en');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Salsa Night');
    unmount();
    renderInLocale(<HomeHero />, 'fr');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Noche de salsa');
  });
});
