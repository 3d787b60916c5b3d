import { SettingsSchema } from '@bar/domain/settings/schema';
import { describe, expect, it } from 'vitest';
import { iconSizesOk, siteFormSchema, sitePatchOf, siteValuesOf } from './site-settings';

const settings = SettingsSchema.parse({});
const schema = siteFormSchema((id) => `error:${id}`);

describe('the website, PWA and AdSense groups', () => {
  it('start from the effective settings, defaults included, and pass their own checks', () => {
    const values = siteValuesOf(settings);
    expect(values.pwa.startUrl).toBe('/es');
    expect(values.pwa.display).toBe('standalone');
    expect(values.website.supported).toEqual({ es: true, en: true, fr: true });
    expect(schema.safeParse(values).success).toBe(true);
  });

  it('take icon sizes from 48 to 512 px only', () => {
    expect(iconSizesOk('192x192')).toBe(true);
    expect(iconSizesOk('48x48 512x512')).toBe(true);
    expect(iconSizesOk('any')).toBe(true);
    expect(iconSizesOk('32x32')).toBe(false);
    expect(iconSizesOk('1024x1024')).toBe(false);
    expect(iconSizesOk('big')).toBe(false);
  });

  it('refuse a bad URL, a bad colour, a tiny icon and no language, each with its message', () => {
    const values = siteValuesOf(settings);
    values.website.url = 'not a url';
    values.website.colorDark = 'red';
    values.pwa.icons[0]!.sizes = '16x16';
    values.website.supported = { es: false, en: false, fr: false };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'website.url error:url',
        'website.colorDark error:color',
        'pwa.icons.0.sizes error:iconSizes',
        'website.supported error:locales',
      ]),
    );
  });

  it('write the settings shape back, lists whole and languages in their order', () => {
    const values = siteValuesOf(settings);
    values.website.supported = { es: true, en: false, fr: true };
    values.adsense = [
      {
        client: 'ca-pub-1',
        slot: '42',
        style: '',
        responsive: false,
        format: '728x90',
        layoutKey: '',
      },
    ];
    const patch = sitePatchOf(values);
    expect(patch.website.i18n.supported).toEqual(['es', 'fr']);
    expect(patch.website.theme.meta.themeColor).toEqual(settings.website.theme.meta.themeColor);
    expect(patch.more.AdSense).toEqual([
      { client: 'ca-pub-1', slot: '42', style: '', format: '728x90', layoutKey: '' },
    ]);
    expect(SettingsSchema.safeParse({ ...settings, ...patch }).success).toBe(true);
  });
});
