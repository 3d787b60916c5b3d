import { describe, expect, it } from 'vitest';
import {
  importFileLocale,
  pageOfId,
  parseTranslationFiles,
  planTranslationImport,
} from './import-files.js';

describe('importFileLocale', () => {
  it.each([
    ['es.json', 'es'],
    ['en.json', 'en'],
    ['fr.json', 'fr'],
    ['home.es.json', 'es'],
    ['messages-fr.json', 'fr'],
    ['HOME.EN.JSON', 'en'],
    ['Home.Fr.Json', 'fr'],
    ['des.json', 'es'],
  ] as const)('%s → %s', (name, locale) => {
    expect(importFileLocale(name)).toBe(locale);
  });

  it.each(['de.json', 'es.txt', 'es.json.bak', 'es', 'json', 'es-MX.json', 'pt.json', ''])(
    '%j is refused',
    (name) => {
      expect(importFileLocale(name)).toBeNull();
    },
  );
});

describe('parseTranslationFiles', () => {
  it('flattens each accepted file into its locale', () => {
    const parsed = parseTranslationFiles([
      { name: 'home.es.json', text: '{"home":{"title":"Hola","n":2}}' },
      { name: 'en.json', text: '{"home.title":"Hi"}' },
    ]);
    expect(parsed.dicts).toEqual({
      es: { 'home.title': 'Hola', 'home.n': '2' },
      en: { 'home.title': 'Hi' },
    });
    expect(parsed.warnings).toEqual([]);
    expect(parsed.bytes).toBe(50);
  });

  it('skips invalid JSON, wrong names and non-objects with a warning', () => {
    const parsed = parseTranslationFiles([
      { name: 'bad.es.json', text: '{"a":' },
      { name: 'notes.txt', text: '{}' },
      { name: 'list.fr.json', text: '["a"]' },
      { name: 'null.fr.json', text: 'null' },
      { name: 'ok.fr.json', text: '{"a":"b"}' },
    ]);
    expect(parsed.warnings).toEqual([
      { file: 'bad.es.json', reason: 'json' },
      { file: 'notes.txt', reason: 'name' },
      { file: 'list.fr.json', reason: 'shape' },
      { file: 'null.fr.json', reason: 'shape' },
    ]);
    expect(parsed.dicts).toEqual({ fr: { a: 'b' } });
  });

  it('merges files of one locale, later wins', () => {
    const parsed = parseTranslationFiles([
      { name: 'a.es.json', text: '{"x":"1","y":"1"}' },
      { name: 'b.es.json', text: '{"y":"2"}' },
    ]);
    expect(parsed.dicts.es).toEqual({ x: '1', y: '2' });
  });

  it('drops ids that cannot be stored, naming them', () => {
    const parsed = parseTranslationFiles([
      { name: 'es.json', text: '{"a":{"":"x"},"b":"ok","__c__":"no"}' },
    ]);
    expect(parsed.dicts.es).toEqual({ b: 'ok' });
    expect(parsed.warnings).toEqual([{ file: 'es.json', reason: 'ids', ids: ['a.', '__c__'] }]);
  });
});

describe('pageOfId', () => {
  it.each([
    ['home.title', 'home'],
    ['kiosk-encuesta.q1', 'kiosk-encuesta'],
    ['offline.title', 'offline'],
    ['home', 'home'],
    ['homepage.title', null],
    ['contacto.title', null],
    ['button.ok', null],
  ] as const)('%s → %s', (id, page) => {
    expect(pageOfId(id)).toBe(page);
  });
});

describe('planTranslationImport', () => {
  const dicts = {
    es: { 'home.title': 'Hola', 'menu.intro': 'Menú', 'button.ok': 'Vale' },
    en: { 'home.title': 'Hi', 'brand.name': 'Bar' },
  };

  it('puts everything in global or site when asked', () => {
    expect(planTranslationImport(dicts, 'global')).toEqual({
      mode: 'global',
      global: dicts,
      site: {},
      pages: {},
    });
    expect(planTranslationImport(dicts, 'site')).toEqual({
      mode: 'site',
      global: {},
      site: dicts,
      pages: {},
    });
  });

  it('splits by page: known route ids to their page, the rest to global', () => {
    expect(planTranslationImport(dicts, 'split')).toEqual({
      mode: 'split',
      global: { es: { 'button.ok': 'Vale' }, en: { 'brand.name': 'Bar' } },
      site: {},
      pages: {
        home: { es: { 'home.title': 'Hola' }, en: { 'home.title': 'Hi' } },
        menu: { es: { 'menu.intro': 'Menú' } },
      },
    });
  });

  it('splits by page automatically above 900000 bytes, not at 900000', () => {
    expect(planTranslationImport(dicts, 'site', 900_000).mode).toBe('site');
    const big = planTranslationImport(dicts, 'site', 900_001);
    expect(big.mode).toBe('split');
    expect(big.site).toEqual({});
    expect(Object.keys(big.pages)).toEqual(['home', 'menu']);
  });

  it('copies, so the plan does not share the input', () => {
    const plan = planTranslationImport(dicts, 'global');
    plan.global.es!['x'] = 'y';
    expect(dicts.es).not.toHaveProperty('x');
  });
});
