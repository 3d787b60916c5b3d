import { getI18n } from '@bar/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFrameData } from '../read-frame-data';
import { SiteHeader } from './site-header';

const frame = readFrameData(
  {
    Logo: '/media/logo.webp',
    Botons: [
      { linkURL: '/pdf', openTarget: '_self', defaultMessage: 'Carta' },
      { linkURL: 'https://order.example', openTarget: '_self', defaultMessage: 'Pedir' },
      { linkURL: '/reservas', openTarget: '_blank', defaultMessage: 'Reservar' },
    ],
    socials: { instagram: 'https://instagram.com/casa' },
    platforms: [{ name: 'doordash', url: 'https://doordash.example/casa' }],
  },
  {},
);

function renderHeader(props: Partial<Parameters<typeof SiteHeader>[0]> = {}) {
  return render(
    <I18nextProvider i18n={getI18n('es')}>
      <MemoryRouter initialEntries={['/es/menus']}>
        <SiteHeader locale="es" frame={frame} loaded {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal', hidden: true });

describe('SiteHeader', () => {
  it('opens and closes the menu with the keyboard; Escape returns to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav().id);
    expect(nav()).toHaveAttribute('data-open', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-open', 'true');
    within(nav()).getByRole('link', { name: 'Inicio' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(nav()).getByRole('link', { name: 'Galería' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the 90×90 logo linking home, and the 28×28 menu icon', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Bar & Grill' });
    expect(home).toHaveAttribute('href', '/es');
    const logo = home.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/media/logo.webp');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['90', '90']);
    const icon = screen.getByRole('button', { name: 'Menú' }).querySelector('svg')!;
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['28', '28']);
  });

  it('keeps the logo box, empty, until the tenant data is in', () => {
    renderHeader({ loaded: false });
    const home = screen.getByRole('link', { name: 'Bar & Grill' });
    expect(home.querySelector('.brand__logo')).toBeEmptyDOMElement();
  });

  it('menu buttons: internal get the locale, external or _blank open a new tab', () => {
    renderHeader();
    const links = within(nav());
    expect(links.getByRole('link', { name: 'Carta' })).toHaveAttribute('href', '/es/pdf');
    expect(links.getByRole('link', { name: 'Carta' })).not.toHaveAttribute('target');
    const order = links.getByRole('link', { name: /Pedir/ });
    expect(order).toHaveAttribute('target', '_blank');
    expect(order).toHaveAttribute('rel', 'noopener noreferrer');
    const book = links.getByRole('link', { name: /Reservar/ });
    expect(book).toHaveAttribute('href', '/es/reservas');
    expect(book).toHaveAttribute('target', '_blank');
  });

  it('social and delivery links are 30×30 icons named by their label', () => {
    renderHeader();
    const instagram = within(nav()).getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/casa');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const img = instagram.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['30', '30']);
    expect(within(nav()).getByRole('list', { name: 'Pide a domicilio' })).toContainElement(
      within(nav()).getByRole('link', { name: /DoorDash/ }),
    );
  });

  it('the kiosk header has neither navigation nor logo box', () => {
    renderHeader({ withNav: false, frame: undefined });
    expect(screen.queryByRole('button', { name: 'Menú' })).toBeNull();
    expect(document.querySelector('.brand__logo')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Cambiar idioma' })).toBeVisible();
  });
});

describe('SiteHeader with a feature switched off', () => {
  it('links neither the page nor a menu button to it', () => {
    const off = readFrameData(
      {
        Botons: [
          { linkURL: '/reservas', openTarget: '_self', defaultMessage: 'Reservar' },
          { linkURL: '/pdf', openTarget: '_self', defaultMessage: 'Carta' },
        ],
      },
      { faculties: { booking: false } },
    );
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <MemoryRouter initialEntries={['/es']}>
          <SiteHeader locale="es" frame={off} loaded />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const links = within(nav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/es/reservas');
    expect(within(nav()).queryByText('Reservar')).toBeNull();
    expect(within(nav()).getByText('Carta')).toBeTruthy();
    expect(links.map((link) => link.getAttribute('href'))).toContain('/es/menus');
  });
});
