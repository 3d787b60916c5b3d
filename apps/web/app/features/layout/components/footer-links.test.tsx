import { getI18n } from '@bar/i18n';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFrameData } from '../read-frame-data';
import { FooterLinks } from './footer-links';

function renderFooter(branding: unknown) {
  return render(
    <I18nextProvider i18n={getI18n('en')}>
      <MemoryRouter>
        <FooterLinks locale="en" frame={readFrameData(branding, {})} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('FooterLinks', () => {
  it('shows branches, order, delivery and social links from list-shaped branding', () => {
    renderFooter({
      company: { branches: [{ name: 'Casa Centro', url: '/sobrenosotros', icon: '' }] },
      platforms: [
        { name: 'ubereats', url: 'https://ubereats.example/casa', enabled: true },
        { name: 'doordash', url: 'https://doordash.example/casa', enabled: false },
        { name: 'Web order', url: 'https://order.example', type: 'order' },
      ],
      socials: [
        { name: 'instagram', url: 'https://instagram.com/casa', enabled: true },
        { name: 'whatsapp', url: 'https://wa.me/14165550100', enabled: true },
        { name: 'youtube', url: 'https://youtube.com/@casa', enabled: true },
      ],
    });
    expect(
      within(screen.getByRole('navigation', { name: 'We recommend' })).getByRole('link', {
        name: 'Casa Centro',
      }),
    ).toHaveAttribute('href', '/en/sobrenosotros');
    expect(hrefs('Order online')).toEqual(['https://order.example']);
    expect(hrefs('Order delivery')).toEqual(['https://ubereats.example/casa']);
    expect(hrefs('Follow us')).toEqual(['https://instagram.com/casa']);
    const whatsapp = screen.getByRole('link', { name: /Message us on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/14165550100');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Our YouTube channel/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@casa',
    );
  });

  it('shows the same from branding keyed by name', () => {
    renderFooter({
      platforms: { UberEats: { url: 'https://ubereats.example/casa' }, Rappi: '' },
      socials: { facebook: 'https://facebook.com/casa', tiktok: { url: 'x', enabled: true } },
    });
    expect(hrefs('Order delivery')).toEqual(['https://ubereats.example/casa']);
    expect(hrefs('Follow us')).toEqual(['https://facebook.com/casa']);
    expect(screen.getByRole('link', { name: /Facebook/ }).querySelector('img')).toHaveAttribute(
      'width',
      '30',
    );
    expect(screen.queryByRole('navigation', { name: 'We recommend' })).toBeNull();
  });
});
