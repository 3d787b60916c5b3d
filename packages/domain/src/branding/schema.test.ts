import { describe, expect, it } from 'vitest';
import { linksFromInput } from './links';
import { brandingFromStored, BrandingSchema, defaultBranding } from './schema';
import { defaultSchedule } from './schedule';

describe('branding defaults', () => {
  it('has every field of the spec with its default', () => {
    const branding = defaultBranding();
    expect(Object.keys(branding).sort()).toEqual(
      [
        'Botons',
        'DeliveryPlatforms',
        'FAQ',
        'Logo',
        'SocMed',
        'agentAI',
        'company',
        'contact',
        'holidays',
        'platforms',
        'products',
        'schedule',
        'services',
        'socials',
      ].sort(),
    );
    expect(branding.company).toMatchObject({
      brandName: '',
      legalName: '',
      Logo: '',
      tagline: '',
      branches: [],
      terms: '',
      privacy: '',
      mission: '',
      vision: '',
    });
    expect(branding.contact).toEqual({
      address: { street: '', number: '', interior: '', city: '', state: '', zip: '', country: '' },
      phone: '',
      email: '',
      googleMaps: '',
      maps: '',
      website: '',
    });
    expect(Object.keys(branding.agentAI).sort()).toEqual([
      'description',
      'displayName',
      'fallback',
      'farewell',
      'greeting',
      'indiceAI',
      'name',
      'role',
      'shortcuts',
      'tone',
      'unknownResponse',
    ]);
  });

  it('has the spec schedule: Monday-Friday 09:00-17:00, Saturday 10:00-14:00, Sunday closed', () => {
    const week = defaultBranding().schedule;
    expect(week.map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    for (const day of week.slice(0, 5))
      expect(day).toEqual({ day: day.day, open: '09:00', close: '17:00', closed: false });
    expect(week[5]).toEqual({ day: 'saturday', open: '10:00', close: '14:00', closed: false });
    expect(week[6]).toMatchObject({ day: 'sunday', closed: true });
    week[0]!.open = '00:00';
    expect(defaultSchedule()[0]!.open).toBe('09:00');
  });
});

describe('platforms and socials: keyed by name or listed', () => {
  it('normalises a map keyed by name to a list', () => {
    expect(
      linksFromInput({
        instagram: { url: 'https://i.example/x', username: 'x' },
        web: 'https://w.example',
      }),
    ).toEqual([
      { name: 'instagram', url: 'https://i.example/x', username: 'x' },
      { name: 'web', url: 'https://w.example' },
    ]);
  });

  it('takes title as the name and leaves other shapes for the schema to judge', () => {
    expect(
      linksFromInput([
        { title: 'Uber', url: 'u' },
        { name: 'a', title: 'b' },
      ]),
    ).toEqual([
      { title: 'Uber', url: 'u', name: 'Uber' },
      { name: 'a', title: 'b' },
    ]);
    expect(linksFromInput('x')).toBe('x');
  });

  it('reads both forms to { name, url, username?, icon?, enabled } with enabled on by default', () => {
    const keyed = brandingFromStored({
      socials: { instagram: { url: 'https://i.example', username: 'bar' } },
      platforms: { ubereats: { url: 'https://u.example', enabled: false } },
    });
    expect(keyed.socials).toEqual([
      { name: 'instagram', url: 'https://i.example', username: 'bar', enabled: true },
    ]);
    expect(keyed.platforms).toEqual([
      { name: 'ubereats', url: 'https://u.example', enabled: false },
    ]);
    const listed = brandingFromStored({
      socials: [{ name: 'tiktok', url: 't', icon: '/t.svg' }, { url: 'nameless' }],
    });
    expect(listed.socials).toEqual([{ name: 'tiktok', url: 't', icon: '/t.svg', enabled: true }]);
  });

  it('reads a single button or legacy link as a one-item list', () => {
    const read = brandingFromStored({
      Botons: { linkURL: '/es/menu', openTarget: '_blank' },
      SocMed: { PUrl: 'u', PName: 'n' },
    });
    expect(read.Botons).toEqual([
      { linkURL: '/es/menu', openTarget: '_blank', messageId: '', defaultMessage: '' },
    ]);
    expect(read.SocMed).toEqual([{ PUrl: 'u', PIcon: '', PName: 'n' }]);
  });
});

describe('brandingFromStored', () => {
  it('merges branding/default and the locale overrides over the defaults, maps merging and lists replacing', () => {
    const stored = {
      company: { brandName: 'Bar', tagline: 'Hola' },
      FAQ: [{ question: 'q', answer: 'a' }],
      contact: { address: { city: 'Ottawa' } },
    };
    const overrides = { company: { tagline: 'Hello' }, FAQ: [{ question: 'Q', answer: 'A' }] };
    const read = brandingFromStored(stored, overrides);
    expect(read.company).toMatchObject({ brandName: 'Bar', tagline: 'Hello' });
    expect(read.FAQ).toEqual([{ question: 'Q', answer: 'A' }]);
    expect(read.contact.address).toMatchObject({ city: 'Ottawa', country: '' });
  });

  it('keeps unknown keys and falls back to defaults on bad fields', () => {
    const read = brandingFromStored({
      custom: { x: 1 },
      company: { brandName: 3, branches: [{ name: 'Centro', url: 'u' }, 'bad'], extra: 'kept' },
      schedule: 'always',
      holidays: [
        { name: 'Navidad', date: '12-25' },
        { name: 'x', date: 'tomorrow' },
      ],
      products: [
        { name: 'Taco', price: 3.5, gallery: ['a.webp'] },
        { name: 'Free', price: 'gratis' },
      ],
    });
    expect(read.custom).toEqual({ x: 1 });
    expect(read.company).toMatchObject({
      brandName: '',
      extra: 'kept',
      branches: [{ name: 'Centro', url: 'u', icon: '' }],
    });
    expect(read.schedule).toEqual(defaultSchedule());
    expect(read.holidays).toEqual([
      { name: 'Navidad', date: '12-25' },
      { name: 'x', date: '' },
    ]);
    expect(read.products.map((p) => [p.name, p.price, p.category])).toEqual([
      ['Taco', 3.5, ''],
      ['Free', 'gratis', ''],
    ]);
  });

  it('accepts googleMaps or maps; a bad time falls back to its default', () => {
    const read = brandingFromStored({
      contact: { maps: 'https://m.example' },
      schedule: [
        { day: 'monday', open: '25:00' },
        { day: 'tuesday', open: '08:00', close: '16:00' },
      ],
    });
    expect(read.contact).toMatchObject({ maps: 'https://m.example', googleMaps: '' });
    expect(read.schedule).toEqual([
      { day: 'monday', open: '', close: '', closed: false },
      { day: 'tuesday', open: '08:00', close: '16:00', closed: false },
    ]);
  });

  it('validates strictly when asked (writes)', () => {
    expect(BrandingSchema.safeParse({ company: { brandName: 5 } }).success).toBe(false);
    expect(BrandingSchema.safeParse({ socials: [{ name: '', url: 'x' }] }).success).toBe(false);
    expect(BrandingSchema.safeParse({ Botons: [{ openTarget: 'popup' }] }).success).toBe(false);
    expect(BrandingSchema.safeParse({ company: { brandName: 'ok' }, anything: [1] }).success).toBe(
      true,
    );
  });
});
