import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroEvent, renderInLocale } from '../testing/hero-fixtures';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { HeroDetails } from './hero-details';
import { HomeHero } from './home-hero';

// The served page carries the events (the API writes the block): no request at all.
afterEach(() => vi.unstubAllGlobals());

describe('the home hero on a served page', () => {
  it('renders the events of the bar-hero-events block after hydration, without fetching', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'bar-hero-events';
    block.textContent = JSON.stringify({
      today: '2031-06-14',
      events: [heroEvent('served', { title: 'Served night' })],
      dateLines: { locale: 'es', lines: { served: 'línea del servidor' } },
    });
    document.body.append(block);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);

    renderInLocale(<HomeHero />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos…');
    expect(await screen.findByRole('heading', { name: 'Served night' })).toBeVisible();
    // The API's date line, in the page's language: no date formatter needed.
    expect(screen.getByText('línea del servidor')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('formats the line itself when the served lines are in another language', () => {
    const event = heroEvent('other');
    renderInLocale(
      <HeroDetails
        event={event}
        dateLines={{ locale: 'en', lines: { other: 'server line in English' } }}
        descriptionOpen={false}
        onToggleDescription={() => undefined}
      />,
    );
    expect(screen.queryByText('server line in English')).toBeNull();
    expect(document.querySelector('.hero__when')?.textContent).toBe(eventDateLine(event, 'es'));
  });
});
