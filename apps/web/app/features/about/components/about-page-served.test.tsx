import { type AboutView, readAbout } from '@bar/domain/branding/about';
import type { AboutBlock } from '@bar/domain/site/served-blocks';
import { getI18n } from '@bar/i18n';
import { AboutBoard } from '@bar/ui/about/about-board';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';

// The about page as the API served it: its `bar-about` block, with a view written by hand so
// the test sees whether the page shows it as served or writes the hours again.
const branding = {
  company: { mission: 'Servir sabor casero.' },
  schedule: [{ day: 'wednesday', open: '09:00', close: '17:00', closed: false }],
};
const settings = { timeZone: 'America/Toronto' };
const site = { phone: '+1 416 555 0100' };
// Wednesday 2026-11-25, 15:00 in Toronto; the served view is right until 17:00 (22:00Z).
const FROM = Date.parse('2026-11-25T20:00:00Z');
const UNTIL = Date.parse('2026-11-25T22:00:00Z');

const view: AboutView = {
  mission: 'Servir sabor casero.',
  values: [],
  branches: [],
  contact: { phone: site.phone, address: '1 King St W, Toronto' },
  hours: {
    open: true,
    line: 'As served: open until five',
    caption: 'Served caption',
    days: [{ day: 'wednesday', name: 'Served Wednesday', hours: 'nine to five', today: true }],
    holidays: [],
  },
  labels: {
    mission: 'Mission',
    vision: 'Vision',
    values: 'Values',
    branches: 'Branches',
    contact: 'Contact',
    hoursTitle: 'Opening hours',
    holidays: 'Holidays',
    today: 'today',
    mapShow: 'Show the map',
    mapNotice: 'Google Maps will load.',
    mapOpen: 'Open in Google Maps',
    mapTitle: 'Map',
  },
};

beforeAll(() => {
  const block: AboutBlock = {
    locale: 'en',
    about: readAbout(branding, settings),
    contact: { phone: site.phone },
    view,
    from: FROM,
    until: UNTIL,
  };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'bar-about';
  script.textContent = JSON.stringify(block);
  document.body.append(script);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const page = (data: Parameters<typeof AboutPage>[0]['data']) => (
  <I18nextProvider i18n={getI18n('en')}>
    <AboutPage locale="en" data={data} />
  </I18nextProvider>
);

describe('the served about page in the browser', () => {
  it('keeps the served board while its module loads, then shows the served view while the clock is in its minutes and the data reads the same, with no date formatter made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: FROM + 30 * 60_000 });
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    // The page as served: the board in a Suspense boundary, as the API renders it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense>
        <AboutBoard view={view} />
      </Suspense>,
    );
    document.body.append(container);
    const served = container.querySelector('p');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(null));
      await Promise.resolve();
    });
    // The served HTML stays, the very elements, while the board's module is on its way...
    expect(container.querySelector('p')).toBe(served);
    expect(container).toHaveTextContent('As served: open until five');
    // ...and once it is in, the board works there: its map button shows the map.
    await act(async () => {
      screen.getByRole('button', { name: /Show the map/ }).click();
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByTitle('Map')).toBeInTheDocument());
    // The tenant's data arrives: it reads the same, so nothing is written again.
    await act(async () => {
      root!.render(page({ branding, settings, site }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('As served: open until five')).toBeInTheDocument();
    expect(screen.getByText('Served Wednesday (today)')).toBeInTheDocument();
    expect(container.querySelector('p')).toBe(served);
    expect(formatters).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });

  it('writes the hours for the guest’s clock once it is past the served minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: UNTIL + 60_000 });
    render(page({ branding, settings, site }));
    expect(await screen.findByText('Closed now · opens Wednesday at 9:00 AM')).toBeInTheDocument();
    expect(screen.queryByText('As served: open until five')).toBeNull();
  });

  it('writes them again when the tenant’s data changed since the page was served', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: FROM });
    const changed = { ...branding, company: { mission: 'Otra misión.' } };
    render(page({ branding: changed, settings, site }));
    expect(await screen.findByText('Otra misión.')).toBeInTheDocument();
    expect(screen.getByText('Open now · closes at 5:00 PM')).toBeInTheDocument();
  });
});
