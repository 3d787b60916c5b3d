import { describe, expect, it } from 'vitest';
import { telHref } from '@bar/domain/branding/tel-href';
import { formatAddress } from '@bar/domain/branding/about';
import { readLinks, readSiteBranding } from './site-branding';

describe('readSiteBranding', () => {
  it('reads the brand, contact data and enabled links', () => {
    const branding = readSiteBranding({
      company: { brandName: ' Casa Azul ' },
      contact: {
        address: {
          street: 'Av. Juárez',
          number: '12',
          interior: 'B',
          city: 'Toronto',
          state: 'ON',
          zip: 'M5V 1A1',
          country: 'Canada',
        },
        phone: '+1 (416) 555-0100',
        email: 'hola@casa.example',
        maps: 'https://maps.example/casa',
      },
      socials: [
        { name: 'Instagram', url: 'https://instagram.com/casa', username: '@casa', enabled: true },
        { title: 'Facebook', url: 'https://facebook.com/casa' },
        { name: 'TikTok', url: 'https://tiktok.com/@casa', enabled: false },
        { name: 'Bad', url: 'javascript:alert(1)' },
      ],
      platforms: { UberEats: { url: 'https://ubereats.example/casa' }, Rappi: '' },
    });
    expect(branding).toEqual({
      brandName: 'Casa Azul',
      address: '12 Av. Juárez, B, Toronto, ON M5V 1A1, Canada',
      mapUrl: 'https://maps.example/casa',
      phone: '+1 (416) 555-0100',
      email: 'hola@casa.example',
      website: undefined,
      socials: [
        { name: 'Instagram', url: 'https://instagram.com/casa', username: '@casa' },
        { name: 'Facebook', url: 'https://facebook.com/casa' },
      ],
      platforms: [{ name: 'UberEats', url: 'https://ubereats.example/casa' }],
    });
  });

  it('builds a map search link from the address when no map link is set', () => {
    const { mapUrl } = readSiteBranding({ contact: { address: { city: 'Toronto' } } });
    expect(mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=Toronto');
  });

  it('reads nothing from nothing', () => {
    expect(readSiteBranding(null)).toEqual(
      expect.objectContaining({ brandName: undefined, socials: [], platforms: [] }),
    );
    expect(formatAddress({})).toBeUndefined();
    expect(readLinks('x')).toEqual([]);
    expect(readSiteBranding({ contact: { email: 'not an email' } }).email).toBeUndefined();
  });

  it('dials only digits and a leading plus', () => {
    expect(telHref('+1 (416) 555-0100')).toBe('tel:+14165550100');
  });
});
