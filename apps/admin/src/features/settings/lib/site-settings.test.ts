import { SettingsSchema } from '@bar/domain/settings/schema';
import { describe, expect, it } from 'vitest';
import {
  iconSizesOk,
  priceCentsOf,
  siteFormSchema,
  sitePatchOf,
  siteValuesOf,
} from './site-settings';

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

describe('the shop group', () => {
  it('reads prices as staff type them, in cents', () => {
    expect(priceCentsOf('25')).toBe(2500);
    expect(priceCentsOf('12,5')).toBe(1250);
    expect(priceCentsOf(' 12.05 ')).toBe(1205);
    for (const bad of ['', 'abc', '12.345', '-3', '1e3']) expect(priceCentsOf(bad), bad).toBeNull();
  });

  it('round-trips the shop items to the settings patch, refusing taken ids and prices out of bounds', () => {
    const values = siteValuesOf(settings);
    expect(values.shop[0]).toMatchObject({ id: 'gift-25', kind: 'giftcard', price: '25.00' });
    values.shop[0]!.price = '30,5';
    values.shop[0]!.nameEn = '  Gift card $30.50 ';
    const parsed = schema.parse(values);
    expect(sitePatchOf(parsed).shop.items[0]).toEqual({
      id: 'gift-25',
      kind: 'giftcard',
      name: { es: 'Tarjeta de regalo 25 $', en: 'Gift card $30.50', fr: 'Carte-cadeau 25 $' },
      priceCents: 3050,
    });
    expect(SettingsSchema.safeParse({ shop: sitePatchOf(parsed).shop }).success).toBe(true);

    values.shop[1]!.id = 'gift-25';
    values.shop[2]!.price = '0.50';
    const issues = schema
      .safeParse(values)
      .error?.issues.map((i) => [i.path.join('.'), i.message])
      .sort();
    expect(issues).toEqual([
      ['shop.1.id', 'error:shopIdTaken'],
      ['shop.2.price', 'error:price'],
    ]);
  });

  it("takes Stripe's pricing table as a key and a table id together, or neither", () => {
    const values = siteValuesOf(settings);
    expect(values.stripe).toEqual({ publishableKey: '', pricingTableId: '' });
    expect(sitePatchOf(schema.parse(values)).shop.stripe).toBeNull();
    values.stripe.publishableKey = 'pk_test_51AbCdEfGh';
    expect(schema.safeParse(values).error?.issues.map((i) => i.message)).toEqual([
      'error:stripeBoth',
    ]);
    values.stripe.pricingTableId = 'prctbl_1AbCdEfGhIj';
    expect(sitePatchOf(schema.parse(values)).shop.stripe).toEqual({
      publishableKey: 'pk_test_51AbCdEfGh',
      pricingTableId: 'prctbl_1AbCdEfGhIj',
    });
    values.stripe.publishableKey = 'sk_live_secret0000';
    expect(schema.safeParse(values).error?.issues.map((i) => i.message)).toEqual([
      'error:stripeKey',
    ]);
  });
});
