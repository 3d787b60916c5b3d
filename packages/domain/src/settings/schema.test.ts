import { describe, expect, it } from 'vitest';
import { INDICE_AI_DEFAULTS } from './agent';
import { PWA_ICON_SIZES } from './pwa';
import {
  ADSENSE_FORMATS,
  defaultSettings,
  FACULTIES_ON,
  settingsFromStored,
  SettingsSchema,
} from './schema';

describe('settings defaults', () => {
  const settings = defaultSettings();

  it('turns adminPanel off and every listed faculty on', () => {
    expect(settings.faculties.adminPanel).toBe(false);
    expect(FACULTIES_ON).toHaveLength(17);
    for (const name of FACULTIES_ON) expect(settings.faculties[name], name).toBe(true);
  });

  it('has the company legals and controller, domain and website blocks', () => {
    expect(settings.company.legals).toEqual({
      Name: '',
      TaxId: '',
      BusinessNumber: '',
      Email: '',
      Phone: '',
      Address: '',
      mapLat: null,
      mapLng: null,
      placeQuery: '',
    });
    expect(settings.company.controller).toEqual({ Name: '', Email: '', Phone: '', Address: '' });
    expect(settings.domain).toEqual({ enabled: false, url: '' });
    expect(settings.website).toEqual({
      url: '',
      favicon: '/favicon.ico',
      ogDefault: { image: '' },
      fonts: { headings: '', body: '' },
      theme: {
        aliases: { light: 'light', dark: 'dark' },
        initialSlot: 'light',
        meta: { themeColor: { light: '#ffffff', dark: '#111827' } },
      },
      i18n: { defaultLocale: 'es', supported: ['es', 'en', 'fr'] },
      directUrls: {},
    });
  });

  it('has the PWA defaults: Spanish home as start URL and id, root scope, standalone, portrait', () => {
    expect(settings.pwa).toMatchObject({
      startUrl: '/es',
      id: '/es',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
    });
    const any = settings.pwa.icons
      .filter((icon) => icon.purpose === 'any')
      .map((icon) => icon.sizes);
    expect(any).toEqual(PWA_ICON_SIZES.map((size) => `${size}x${size}`));
    expect(any[0]).toBe('48x48');
    expect(any.at(-1)).toBe('512x512');
    expect(
      settings.pwa.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes),
    ).toEqual(['192x192', '512x512']);
    expect(settings.pwa.screenshots).toEqual([]);
  });

  it('has the AdSense formats and no slots', () => {
    expect(ADSENSE_FORMATS).toEqual([
      '300x250',
      '728x90',
      '160x600',
      '300x600',
      '320x100',
      '300x100',
      '468x60',
    ]);
    expect(settings.more.AdSense).toEqual([]);
  });

  it('has the agent defaults: temperature 0.7, es/en/fr, chat 600 tokens and top_p 1, the topic labels', () => {
    expect(settings.agentAI).toMatchObject({
      temperature: 0.7,
      languages: ['es', 'en', 'fr'],
      chat: { maxTokens: 600, top_p: 1 },
      model: 'gpt-5-nano',
    });
    expect(Object.keys(settings.agentAI.indiceAI)).toEqual([
      'schedule',
      'phone',
      'socials',
      'address',
      'website',
      'email',
      'branches',
      'platforms',
      'products',
      'services',
      'FAQ',
      'events',
      'recipe ingredients',
      'holidays',
      'legal terms and privacy',
      'mission',
      'vision',
      'values',
      'brand data',
    ]);
    settings.agentAI.indiceAI.schedule = 'changed';
    expect(INDICE_AI_DEFAULTS.schedule).toBe('branding.schedule');
  });
});

describe('settingsFromStored', () => {
  it('merges the stored document over the defaults and keeps extra keys', () => {
    const read = settingsFromStored({
      faculties: { adminPanel: true, stripe: false, beta: true },
      website: { theme: { aliases: { dark: 'noche' } }, i18n: { supported: ['es', 'en'] } },
      durationMs: 5000,
    });
    expect(read.faculties).toMatchObject({
      adminPanel: true,
      stripe: false,
      paypal: true,
      beta: true,
    });
    expect(read.website.theme.aliases).toEqual({ light: 'light', dark: 'noche' });
    expect(read.website.i18n).toEqual({ defaultLocale: 'es', supported: ['es', 'en'] });
    expect(read.durationMs).toBe(5000);
  });

  it('repairs bad fields', () => {
    const read = settingsFromStored({
      faculties: { website: 'yes' },
      pwa: { display: 'window', icons: [{ src: '/a.png', sizes: '64x64' }, { sizes: 'x' }] },
      more: {
        AdSense: [
          { client: 'ca-pub-1', slot: '1', format: '300x250' },
          { client: 'c', slot: '2', format: '1x1' },
        ],
      },
      website: { theme: { initialSlot: 'sepia' }, i18n: { defaultLocale: 'de' } },
    });
    expect(read.faculties.website).toBe(true);
    expect(read.pwa.display).toBe('standalone');
    expect(read.pwa.icons).toEqual([
      { src: '/a.png', sizes: '64x64', type: 'image/png', purpose: 'any' },
    ]);
    expect(read.more.AdSense).toEqual([
      { client: 'ca-pub-1', slot: '1', format: '300x250', style: '', layoutKey: '' },
    ]);
    expect(read.website.theme.initialSlot).toBe('light');
    expect(read.website.i18n.defaultLocale).toBe('es');
  });

  it('validates strictly when asked (writes)', () => {
    expect(
      SettingsSchema.safeParse({ more: { AdSense: [{ client: 'c', slot: 's', format: '1x1' }] } })
        .success,
    ).toBe(false);
    expect(SettingsSchema.safeParse({ agentAI: { temperature: 3 } }).success).toBe(false);
    expect(SettingsSchema.safeParse({ website: { theme: { initialSlot: 'dark' } } }).success).toBe(
      true,
    );
  });
});
