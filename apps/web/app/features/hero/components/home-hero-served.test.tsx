import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroEvent, renderInLocale } from '../testing/hero-fixtures';
import { HomeHero } from './home-hero';

// The served page carries the events (the API writes the block): no request at all.
afterEach(() => vi.unstubAllGlobals());

describe('the home hero on a served page', () => {
  it('renders the events of the bar-hero-events block after hydration, without fetching', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bar-hero-events';
    block.textContent = JSON.stringify({
      events: [heroEvent('served', { title: 'Served night' })],
    });
    document.body.append(block);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);

    renderInLocale(<HomeHero />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos…');
    expect(await screen.findByRole('heading', { name: 'Served night' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
