import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { flattenMessages } from './flatten-messages';
import {
  applyTenantDictionary,
  compatibleOverrides,
  dictionaryLanguages,
  loadTenantDictionary,
  mergeDictionaries,
} from './tenant-dictionary';

describe('tenant dictionary', () => {
  it('asks for the short language, then the full locale', () => {
    expect(dictionaryLanguages('es')).toEqual(['es', 'es-MX']);
    expect(dictionaryLanguages('fr')).toEqual(['fr', 'fr-CA']);
    expect(dictionaryLanguages('en')).toEqual(['en', 'en-US']);
  });

  it('merges short then full locale, the full locale winning; a failure is empty', async () => {
    const answers: Record<string, unknown> = {
      es: { 'home.title': 'Corto', 'nav.menus': 'Cartas' },
      'es-MX': { home: { title: 'Largo' } },
    };
    const fetchDictionary = (lang: string) =>
      lang in answers ? Promise.resolve(answers[lang]) : Promise.reject(new Error('404'));
    expect(await loadTenantDictionary('es', fetchDictionary)).toEqual({
      'home.title': 'Largo',
      'nav.menus': 'Cartas',
    });
    expect(await loadTenantDictionary('fr', fetchDictionary)).toEqual({});
  });

  it('merges layers in order, later ones winning', () => {
    expect(mergeDictionaries({ a: { b: '1', c: '1' } }, { 'a.b': '2' }, { a: { c: '3' } })).toEqual(
      {
        'a.b': '2',
        'a.c': '3',
      },
    );
  });

  it('keeps only overrides that fit the local shape', () => {
    const local = { home: { title: 'x', intro: 'y' } };
    expect(
      compatibleOverrides(local, {
        home: 'no',
        'home.title.x': 'no',
        'home.title': 'ok',
        'new.key': 'ok',
        'a..b': 'no',
      }),
    ).toEqual({ 'home.title': 'ok', 'new.key': 'ok' });
  });

  it('overrides the bundled text of an instance and re-renders listeners', () => {
    const i18n = createI18n('en');
    const bundled = i18n.t('home.title');
    let added = 0;
    i18n.store.on('added', () => (added += 1));
    applyTenantDictionary(i18n, 'en', { 'home.title': 'Tenant title', home: 'broken' });
    expect(i18n.t('home.title')).toBe('Tenant title');
    expect(i18n.t('home.title')).not.toBe(bundled);
    expect(i18n.t('nav.menus')).not.toBe('nav.menus');
    expect(added).toBe(1);
  });

  it('adds silently when asked, and leaves out texts equal to the bundled ones', () => {
    const i18n = createI18n('en');
    const bundled = i18n.t('nav.menus');
    let added = 0;
    i18n.store.on('added', () => (added += 1));
    const changed = applyTenantDictionary(
      i18n,
      'en',
      { 'home.title': 'Tenant title', 'nav.menus': bundled },
      'translation',
      { silent: true },
    );
    expect(changed).toEqual({ 'home.title': 'Tenant title' });
    expect(i18n.t('home.title')).toBe('Tenant title');
    expect(i18n.t('nav.menus')).toBe(bundled);
    expect(added).toBe(0);
    expect(applyTenantDictionary(i18n, 'en', { 'nav.menus': bundled })).toEqual({});
    expect(added).toBe(0);
  });

  it('reads the catalogue along each key as its flattened keys would', () => {
    const i18n = createI18n('en');
    const tree = {
      home: { title: 'Home', intro: 'Intro', empty: {} },
      list: ['first', 'second'],
      count: 3,
    };
    i18n.addResourceBundle('en', 'tenant-test', tree, true, true);
    const overrides = {
      home: 'no: a group',
      'home.title': 'Home',
      'home.intro': 'Changed',
      'home.title.deeper': 'no: under a text',
      'home.empty': 'yes: nothing under it',
      'list.1': 'Second',
      'list.0': 'first',
      count: '3',
      'count.x': 'no: under a text',
      constructor: 'yes: not the catalogue’s',
      'home.toString': 'yes: not the catalogue’s either',
      'a..b': 'no: an empty part',
      '': 'no: no key',
    };
    // What the flattened catalogue's keys say: `home` is a group, `home.title` and `count` are
    // texts, `home.empty` holds none.
    expect(Object.keys(flattenMessages(tree)).sort()).toEqual(
      ['count', 'home.intro', 'home.title', 'list.0', 'list.1'].sort(),
    );
    expect(applyTenantDictionary(i18n, 'en', overrides, 'tenant-test', { silent: true })).toEqual({
      'home.intro': 'Changed',
      'home.empty': 'yes: nothing under it',
      'list.1': 'Second',
      constructor: 'yes: not the catalogue’s',
      'home.toString': 'yes: not the catalogue’s either',
    });
  });
});
