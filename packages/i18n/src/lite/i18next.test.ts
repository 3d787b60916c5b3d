import { createInstance as createI18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import uiEn from '../../../ui/src/messages/en.json';
import uiEs from '../../../ui/src/messages/es.json';
import uiFr from '../../../ui/src/messages/fr.json';
import { flattenMessages } from '../flatten-messages';
import { LOCALES } from '../locales';
import { MESSAGES } from '../messages';
import chatEn from '../messages/chat/en.json';
import chatEs from '../messages/chat/es.json';
import chatFr from '../messages/chat/fr.json';
import { createInstance as createLite } from './i18next';

// The lite module stands in for i18next in the public site's bundle; i18next is the reference.
// Every case runs the same calls on both, set up with the options the site sets.

type Texts = Record<string, Record<string, Record<string, unknown>>>;

const SITE_OPTIONS = {
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

function pair(resources: Texts, lng: string, fallbackLng: string | false = false) {
  const real = createI18next();
  void real.init({ ...SITE_OPTIONS, resources: structuredClone(resources), lng, fallbackLng });
  const lite = createLite();
  void lite.init({ ...SITE_OPTIONS, resources: structuredClone(resources), lng, fallbackLng });
  return { real, lite };
}

const UI = { es: uiEs, en: uiEn, fr: uiFr };
const CHAT = { es: chatEs, en: chatEn, fr: chatFr };

/** A value for every `{{name}}` of the text, so each placeholder shows it was filled. */
const valuesFor = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/{{-?\s*([\w.]+)\s*}}/g)].map(([, name]) => [name!, `<${name}>`]),
  );

describe('lite i18next gives what i18next gives', () => {
  for (const locale of LOCALES) {
    it(`on every text of the ${locale} catalogues, with and without their values`, () => {
      const { real, lite } = pair(
        {
          [locale]: {
            translation: { ...MESSAGES[locale], chat: CHAT[locale] },
            ui: UI[locale],
          },
        },
        locale,
      );
      let compared = 0;
      for (const ns of ['translation', 'ui']) {
        const flat = flattenMessages(real.getResourceBundle(locale, ns));
        for (const [key, text] of Object.entries(flat)) {
          const values = valuesFor(String(text));
          for (const options of [{ ns }, { ns, ...values }, { ns, ...values, count: 1 }]) {
            expect(lite.t(key, options), `${ns}:${key}`).toBe(real.t(key, options));
            compared += 1;
          }
        }
      }
      // Each language holds some 460 texts, three calls per text.
      expect(compared).toBeGreaterThan(1300);
    });
  }

  const cases: [string, Texts, string, string | false, [string, Record<string, unknown>?][]][] = [
    [
      'missing keys, groups, namespaces and default values',
      { en: { translation: { a: { b: 'B', empty: '' } }, ui: { x: 'X {{n}}' } } },
      'en',
      false,
      [
        ['a.b'],
        ['a.missing'],
        ['a.empty'],
        ['ui:x', { n: 1 }],
        ['x', { ns: 'ui', n: 2 }],
        ['a.none', { defaultValue: 'Fallback {{who}}', who: 'Ana' }],
        ['a.b', { defaultValue: 'unused' }],
      ],
    ],
    [
      'variables: missing, passed as undefined, nested paths, numbers, spaces and `-`',
      { en: { translation: { v: '{{a}}|{{ b }}|{{c.d}}|{{- e}}|{{f}}' } } },
      'en',
      false,
      [
        ['v'],
        ['v', { a: 1, b: 'two', c: { d: 'deep' }, e: '<i>', f: undefined }],
        ['v', { a: 0, b: false }],
        ['v', { a: '{{b}}', b: 'not twice' }],
      ],
    ],
    [
      'nesting, after interpolation, through the fallback language and into itself',
      {
        es: { translation: { brand: 'La Cantina', only: 'Solo en español' } },
        en: {
          translation: {
            brand: 'The Cantina',
            line: 'Eat at $t(brand) ({{n}})',
            far: '$t(only) / $t(nothing)',
            self: 'Me: $t(self)',
            ping: 'Ping $t(pong)',
            pong: 'Pong $t(ping)',
            value: 'Says $t(brand)',
          },
        },
      },
      'en',
      'es',
      [
        ['line', { n: 2 }],
        ['far'],
        ['self'],
        ['ping'],
        ['value', { x: '$t(brand)' }],
        ['line', { lng: 'es' }],
        ['only'],
      ],
    ],
    [
      'plural and zero forms when count is a number',
      {
        fr: { translation: { seats: '{{count}} places', seats_one: '{{count}} place' } },
        en: {
          translation: {
            items_one: 'one item',
            items_other: '{{count}} items',
            items_zero: 'no items',
            items: 'items?',
          },
        },
      },
      'en',
      'fr',
      [
        ['items', { count: 0 }],
        ['items', { count: 1 }],
        ['items', { count: 5 }],
        ['items', { count: '1' }],
        ['items'],
        ['seats', { count: 1 }],
        ['seats', { count: 0, lng: 'fr' }],
        ['seats', { count: 2, lng: 'fr' }],
      ],
    ],
  ];

  for (const [name, resources, lng, fallbackLng, calls] of cases) {
    it(name, () => {
      const { real, lite } = pair(resources, lng, fallbackLng);
      for (const [key, options] of calls)
        expect(lite.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(
          real.t(key, options),
        );
      expect(lite.language).toBe(real.language);
      expect(lite.languages).toEqual(real.languages);
    });
  }

  it('keeps the store as i18next does: dotted keys nest, deep bundles merge, events', () => {
    const resources = { en: { translation: { home: { title: 'Home', lead: 'Lead' } } } };
    const { real, lite } = pair(resources, 'en');
    const events = { real: 0, lite: 0 };
    real.store.on('added', () => (events.real += 1));
    lite.store.on('added', () => (events.lite += 1));
    for (const i18n of [real, lite] as const) {
      (i18n.store as unknown as typeof lite.store).addResources(
        'en',
        'translation',
        { 'home.title': 'Welcome', 'new.deep.key': 'Deep' },
        { silent: true },
      );
      i18n.addResourceBundle(
        'en',
        'translation',
        { home: { lead: 'Kept?', extra: 'Extra' } },
        true,
      );
      i18n.addResourceBundle('en', 'ui', { badge: 'Badge' }, true, false);
    }
    expect(lite.getResourceBundle('en', 'translation')).toEqual(
      real.getResourceBundle('en', 'translation'),
    );
    expect(lite.getResourceBundle('en', 'translation')).toEqual({
      home: { title: 'Welcome', lead: 'Lead', extra: 'Extra' },
      new: { deep: { key: 'Deep' } },
    });
    expect(lite.hasResourceBundle('en', 'ui')).toBe(real.hasResourceBundle('en', 'ui'));
    expect(lite.hasResourceBundle('fr', 'ui')).toBe(false);
    // Two announced bundles, the silent addition not.
    expect(events).toEqual({ real: 2, lite: 2 });
    expect(lite.revision).toBe(2);
    const [realFixed, liteFixed] = [real.getFixedT('en', 'ui'), lite.getFixedT('en', 'ui')];
    expect(liteFixed('badge')).toBe(realFixed('badge'));
  });

  it("merges a bundle through the store as i18next's does: overwriting, silently", () => {
    const resources = { en: { translation: { menus: { title: 'Menus', tabs: 'Tenant text' } } } };
    const { real, lite } = pair(resources, 'en');
    const events = { real: 0, lite: 0 };
    real.store.on('added', () => (events.real += 1));
    lite.store.on('added', () => (events.lite += 1));
    for (const i18n of [real, lite] as const) {
      (i18n.store as unknown as typeof lite.store).addResourceBundle(
        'en',
        'translation',
        { menus: { tabs: { food: 'Food' }, pdf: 'PDF' } },
        true,
        true,
        { silent: true },
      );
    }
    expect(lite.getResourceBundle('en', 'translation')).toEqual(
      real.getResourceBundle('en', 'translation'),
    );
    expect(lite.t('menus.tabs.food')).toBe('Food');
    expect(lite.t('menus.title')).toBe('Menus');
    expect(events).toEqual({ real: 0, lite: 0 });
  });

  it('ends a longer loop of nested texts instead of overflowing the stack', () => {
    const lite = createLite();
    const texts = { a: 'A $t(b)', b: 'B $t(c)', c: 'C $t(a)' };
    void lite.init({ lng: 'en', resources: { en: { translation: texts } } });
    expect(lite.t('a')).toBe('A B C A B C A B C A B ');
  });
});
