import { type AboutView, readAbout } from '@bar/domain/branding/about';
import type { AboutBlock } from '@bar/domain/site/served-blocks';
import { getI18n } from '@bar/i18n';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
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
  contact: { phone: site.phone },
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
  it('shows the served view while the clock is in its minutes and the data reads the same, with no date formatter made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: FROM + 30 * 60_000 });
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    const { rerender } = render(page(null));
    // The first render (the hydration's) is the served board, before any tick.
    expect(screen.getByText('As served: open until five')).toBeInTheDocument();
    // The tenant's data arrives: it reads the same, so nothing is written again.
    rerender(page({ branding, settings, site }));
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByText('As served: open until five')).toBeInTheDocument();
    expect(screen.getByText('Served Wednesday (today)')).toBeInTheDocument();
    expect(formatters).not.toHaveBeenCalled();
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
