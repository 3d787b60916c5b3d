import { describe, expect, it } from 'vitest';
import { EMPTY_FRAME } from './frame-data';
import { readFrameData } from './read-frame-data';

const names = (links: { label: string }[]) => links.map((link) => link.label);

describe('readFrameData', () => {
  it('reads socials and platforms given as a list (name or title, enabled)', () => {
    const frame = readFrameData(
      {
        socials: [
          { name: 'instagram', url: 'https://instagram.com/casa', enabled: true },
          { title: 'Facebook', url: 'https://facebook.com/casa' },
          { name: 'tiktok', url: 'https://tiktok.com/@casa', enabled: false },
          { name: 'Bad', url: 'javascript:alert(1)' },
        ],
        platforms: [
          { name: 'ubereats', url: 'https://ubereats.example/casa', enabled: true },
          { name: 'Casa online', url: 'https://order.example/casa', kind: 'order' },
          { name: 'skipthedishes', url: 'https://skip.example/casa', enabled: false },
        ],
      },
      {},
    );
    expect(names(frame.socials)).toEqual(['Instagram', 'Facebook']);
    expect(frame.socials[0]!.icon).toBe('/icons/social/instagram.svg');
    expect(names(frame.platforms)).toEqual(['Uber Eats']);
    expect(frame.platforms[0]!.icon).toBe('/icons/platforms/ubereats.svg');
    expect(frame.orders).toEqual([
      {
        name: 'Casa online',
        label: 'Casa online',
        url: 'https://order.example/casa',
        icon: '/icons/link.svg',
      },
    ]);
  });

  it('reads them keyed by name (object or bare url), and the legacy entries after', () => {
    const frame = readFrameData(
      {
        socials: {
          instagram: { url: 'https://instagram.com/casa' },
          facebook: 'https://fb.example',
        },
        platforms: { DoorDash: { url: 'https://doordash.example/casa', icon: '/media/dd.png' } },
        SocMed: { PName: 'Instagram', PUrl: 'https://instagram.com/casa', PIcon: '' },
        DeliveryPlatforms: [{ PName: 'Rappi', PUrl: 'https://rappi.example', PIcon: '' }],
      },
      null,
    );
    expect(names(frame.socials)).toEqual(['Instagram', 'Facebook']);
    expect(frame.platforms.map(({ label, icon }) => [label, icon])).toEqual([
      ['DoorDash', '/media/dd.png'],
      ['Rappi', '/icons/platforms/delivery.svg'],
    ]);
  });

  it('takes the messaging app and the video channel out of the social icons', () => {
    const frame = readFrameData(
      {
        socials: [
          { name: 'WhatsApp', url: 'https://wa.me/14165550100' },
          { name: 'YouTube', url: 'https://youtube.com/@casa' },
          { name: 'instagram', url: 'https://instagram.com/casa' },
        ],
      },
      {},
    );
    expect(names(frame.socials)).toEqual(['Instagram']);
    expect(frame.messaging?.url).toBe('https://wa.me/14165550100');
    expect(frame.video?.label).toBe('YouTube');
  });

  it('reads the logo, branches and menu buttons', () => {
    const frame = readFrameData(
      {
        company: {
          Logo: '/media/logo.webp',
          branches: [{ name: 'Centro', url: 'https://centro.example', icon: '' }],
        },
        Botons: { linkURL: '/reservas', messageId: 'nav.book', defaultMessage: 'Reserva' },
      },
      {},
    );
    expect(frame.logo).toBe('/media/logo.webp');
    expect(names(frame.branches)).toEqual(['Centro']);
    expect(frame.menuButtons).toEqual([
      { href: '/reservas', openTarget: '_self', messageId: 'nav.book', defaultMessage: 'Reserva' },
    ]);
    expect(readFrameData({ Logo: 'javascript:x' }, {}).logo).toBeUndefined();
    // The company's logo (the one the branding form edits) wins over a top-level one, as in the
    // served page's structured data.
    expect(readFrameData({ Logo: '/old.png', company: { Logo: '/new.png' } }, {}).logo).toBe(
      '/new.png',
    );
    expect(readFrameData({ Logo: '/old.png', company: { Logo: '' } }, {}).logo).toBe('/old.png');
  });

  it('reads the languages: entries, the supported list, an explicit empty list, the mode', () => {
    const website = (i18n: object) => ({ website: { i18n } });
    expect(readFrameData({}, {}).languages).toBeNull();
    expect(readFrameData({}, website({ supported: ['fr', 'es', 'de'] })).languages).toEqual({
      locales: ['fr', 'es'],
    });
    expect(readFrameData({}, website({ languages: [] })).languages).toEqual({ entries: [] });
    const { languages } = readFrameData(
      {},
      website({
        switcherMode: 'oneBYone',
        languages: [{ locale: 'en-US', icon: '/media/us.png', width: 30, height: 20, label: 'EN' }],
      }),
    );
    expect(languages).toEqual({
      entries: [
        {
          locale: 'en',
          icon: '/media/us.png',
          width: 30,
          height: 20,
          alt: undefined,
          label: 'EN',
          priority: false,
        },
      ],
    });
    expect(readFrameData({}, website({ switcherMode: 'oneBYone' })).switcherMode).toBe('oneBYone');
  });

  it('reads nothing from nothing', () => {
    expect(readFrameData(null, null)).toEqual(EMPTY_FRAME);
  });
});
