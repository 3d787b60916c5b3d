import type { BssEffective } from '@bar/client/get-bss-effective';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFrameData } from '../features/layout/frame-store';
import { readFrameData } from '../features/layout/read-frame-data';
import { readSiteBranding } from '../features/site-data/site-branding';
import { setSiteData } from '../features/site-data/site-data-store';
import { renderRoute } from '../testing/render-route';

const bss = {
  ok: true,
  branding: {
    company: { brandName: 'Casa Azul' },
    contact: {
      address: { street: 'Queen St W', number: '100', city: 'Toronto', country: 'Canada' },
      phone: '+1 416 555 0100',
      email: 'hola@casa.example',
      googleMaps: 'https://maps.example/casa',
    },
    socials: [{ name: 'Instagram', url: 'https://instagram.com/casa', enabled: true }],
    platforms: [],
  },
  settings: {},
  styles: {},
  updatedAt: '',
} as unknown as BssEffective;

// The site's header, once its module (loaded after the page's own) has rendered.
const siteHeader = () =>
  waitFor(() => {
    const header = document.querySelector<HTMLElement>('header.site-header');
    expect(header).not.toBeNull();
    return header!;
  });

describe('public chrome on the tenant data', () => {
  it('shows the catalogue brand until branding loads, then the tenant brand and contact', async () => {
    const view = renderRoute('/en');
    expect(within(await siteHeader()).getByRole('link', { name: 'Bar & Grill' })).toBeVisible();
    view.unmount();

    // As the content runtime stores them once the tenant's data arrives.
    setSiteData({ locale: 'en', bss, branding: readSiteBranding(bss.branding) });
    setFrameData(readFrameData(bss.branding, bss.settings));
    renderRoute('/en');
    expect(within(await siteHeader()).getByRole('link', { name: 'Casa Azul' })).toBeVisible();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Casa Azul')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute(
      'href',
      'tel:+14165550100',
    );
    expect(within(footer).getByRole('link', { name: 'hola@casa.example' })).toHaveAttribute(
      'href',
      'mailto:hola@casa.example',
    );
    expect(
      within(footer).getByRole('link', { name: /100 Queen St W, Toronto, Canada/ }),
    ).toHaveAttribute('href', 'https://maps.example/casa');
    const socials = within(footer).getByRole('navigation', { name: 'Follow us' });
    expect(within(socials).getByRole('link', { name: /Instagram/i })).toHaveAttribute(
      'href',
      'https://instagram.com/casa',
    );
  });

  it('has the theme toggle in the header, named in the page language', async () => {
    const user = userEvent.setup();
    renderRoute('/fr');
    const header = await siteHeader();
    await user.click(within(header).getByRole('button', { name: 'Passer au thème sombre' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(header).getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
  });
});
