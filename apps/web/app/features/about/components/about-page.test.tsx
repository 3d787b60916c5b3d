import { getI18n } from '@bar/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAbout } from '@bar/domain/branding/about';
import { AboutPage } from './about-page';

const branding = {
  company: {
    mission: 'Servir sabor casero.',
    vision: 'Ser el punto de encuentro latino.',
    values: ['Hospitalidad', 'Calidad'],
    branches: [{ name: 'Centro', url: 'https://example.com/centro' }, { name: '' }],
  },
  schedule: [
    { day: 'friday', open: '18:00', close: '02:00', closed: false },
    { day: 'monday', open: '09:00', close: '17:00', closed: false },
    { day: 'sunday', open: '', close: '', closed: true },
  ],
  holidays: [
    { name: 'Navidad', date: '12-25' },
    { name: 'bad', date: 'soon' },
  ],
};
const site = { address: 'Calle 1, Toronto', phone: '+1 (416) 555-0100', email: 'hola@example.com' };

afterEach(() => vi.useRealTimers());

describe('readAbout', () => {
  it('reads statements, ordered schedule, valid holidays, named branches and a valid zone', () => {
    const about = readAbout(branding, { timeZone: 'Not/AZone' });
    expect(about.values).toEqual(['Hospitalidad', 'Calidad']);
    expect(about.schedule.map((d) => d.day)).toEqual(['monday', 'friday', 'sunday']);
    expect(about.holidays).toEqual([{ name: 'Navidad', date: '12-25' }]);
    expect(about.branches).toEqual([{ name: 'Centro', url: 'https://example.com/centro' }]);
    expect(about.timeZone).toBe('America/Toronto');
    expect(readAbout({ company: { values: 'Uno; Dos' } }, {}).values).toEqual(['Uno', 'Dos']);
  });
});

describe('about page', () => {
  it('shows the open-now line in the tenant zone and loads the map on click only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-28T06:30:00Z') });
    // Saturday 01:30 in Toronto: Friday's overnight opening still runs.
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <AboutPage
          locale="en"
          data={{ branding, settings: { timeZone: 'America/Toronto' }, site }}
        />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Open now · closes at 2:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(screen.getByText('Servir sabor casero.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Centro' })).toHaveAttribute(
      'href',
      'https://example.com/centro',
    );
    expect(screen.getByRole('link', { name: '+1 (416) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14165550100',
    );
    expect(screen.getByText('December 25 — Navidad')).toBeInTheDocument();
    // Saturday has no row here, so no row is today's.
    expect(document.querySelector('[aria-current="date"]')).toBeNull();

    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show the map/ }));
    expect(screen.getByTitle('Map: Calle 1, Toronto')).toHaveAttribute(
      'src',
      expect.stringContaining('https://maps.google.com/maps?q=Calle%201%2C%20Toronto'),
    );
  });

  it('highlights today and says when it opens, in Spanish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-23T12:00:00Z') });
    // Monday 07:00 in Toronto.
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <AboutPage locale="es" data={{ branding, settings: {}, site: {} }} />
      </I18nextProvider>,
    );
    expect(await screen.findByText(/Cerrado ahora · abre hoy a las 9:00/)).toBeInTheDocument();
    expect(document.querySelector('[aria-current="date"]')).toHaveTextContent('lunes (hoy)');
  });
});
