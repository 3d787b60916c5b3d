import { describe, expect, it } from 'vitest';
import {
  DeleteTranslationsBodySchema,
  LocaleListSchema,
  MoveTranslationsBodySchema,
  OrderKeySchema,
  parseLocaleList,
  SaveTranslationsBodySchema,
} from './schema.js';

describe('translation payloads', () => {
  it('accept id → locale → text', () => {
    const body = { entries: { 'home.title': { es: 'Hola', en: 'Hi' }, 'a.b': {} } };
    expect(SaveTranslationsBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    { entries: { 'home.title': { de: 'Hallo' } } },
    { entries: { 'a..b': { es: 'x' } } },
    { entries: { 'a.b': { es: 3 } } },
    { entries: { 'a.b': 'x' } },
    { entries: { 'a.b': { es: 'x'.repeat(20_001) } } },
    {},
  ])('refuse %j', (body) => {
    expect(SaveTranslationsBodySchema.safeParse(body).success).toBe(false);
  });

  it('need at least one id to delete or move', () => {
    expect(DeleteTranslationsBodySchema.safeParse({ ids: [] }).success).toBe(false);
    expect(DeleteTranslationsBodySchema.safeParse({ ids: ['a'], locales: ['es'] }).success).toBe(
      true,
    );
    expect(DeleteTranslationsBodySchema.safeParse({ ids: ['a'], locales: [] }).success).toBe(false);
    expect(
      MoveTranslationsBodySchema.safeParse({ ids: ['a'], from: 'site', to: 'global' }).success,
    ).toBe(true);
    expect(
      MoveTranslationsBodySchema.safeParse({ ids: ['a'], from: 'site', to: 'pages' }).success,
    ).toBe(false);
    expect(
      MoveTranslationsBodySchema.safeParse({ ids: ['a'], from: 'site', to: 'page', page: 'Home' })
        .success,
    ).toBe(false);
  });
});

describe('locale lists', () => {
  it.each(['es', 'es,en,fr', 'fr,es'])('accept %j', (text) =>
    expect(LocaleListSchema.safeParse(text).success).toBe(true),
  );
  it.each(['', 'de', 'es,', 'es,,en', 'ES', 'es, en'])('refuse %j', (text) =>
    expect(LocaleListSchema.safeParse(text).success).toBe(false),
  );
  it('parse without repeats, all three when absent', () => {
    expect(parseLocaleList('fr,es,fr')).toEqual(['fr', 'es']);
    expect(parseLocaleList(undefined)).toEqual(['es', 'en', 'fr']);
  });
});

describe('order keys', () => {
  it.each(['global', 'site', 'page:home', 'page:kiosk-encuesta'])('accept %j', (key) =>
    expect(OrderKeySchema.safeParse(key).success).toBe(true),
  );
  it.each(['', 'page', 'page:', 'page:Home', 'pages:home', 'globals', 'page:a_b'])(
    'refuse %j',
    (key) => expect(OrderKeySchema.safeParse(key).success).toBe(false),
  );
});
