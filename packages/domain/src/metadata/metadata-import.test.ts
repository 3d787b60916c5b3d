import { describe, expect, it } from 'vitest';
import { planMetadataImport } from './metadata-import.js';

const t = (title: string) => ({ title });

describe('planMetadataImport — page scope, route → locale → fields', () => {
  it('writes one page document per route and locale', () => {
    const plan = planMetadataImport(
      { home: { es: t('Inicio'), en: t('Home') }, '/menu': { fr: t('Menu') } },
      { scope: 'page' },
    );
    expect(plan).toEqual({
      ok: true,
      shape: 'pages',
      split: false,
      writes: [
        { scope: 'page', routeKey: 'home', locale: 'es', fields: { title: 'Inicio' } },
        { scope: 'page', routeKey: 'home', locale: 'en', fields: { title: 'Home' } },
        { scope: 'page', routeKey: 'menu', locale: 'fr', fields: { title: 'Menu' } },
      ],
      ignored: [],
    });
  });

  it('ignores unknown or inactive locales', () => {
    const plan = planMetadataImport(
      { home: { es: t('a'), de: t('b'), fr: t('c') } },
      { scope: 'page', locales: ['es'] },
    );
    expect(plan.ok && plan.writes.map((w) => w.locale)).toEqual(['es']);
    expect(plan.ok && plan.ignored).toEqual(['home.de', 'home.fr']);
  });
});

describe('planMetadataImport — per locale', () => {
  it('applies es/en/fr keys to their locale in the chosen scope', () => {
    const plan = planMetadataImport(
      { es: t('Hola'), fr: { title: 'Salut', robots: 'index' }, xx: t('?') },
      { scope: 'site' },
    );
    expect(plan).toEqual({
      ok: true,
      shape: 'locales',
      split: false,
      writes: [
        { scope: 'site', locale: 'es', fields: { title: 'Hola' } },
        { scope: 'site', locale: 'fr', fields: { title: 'Salut', robots: 'index' } },
      ],
      ignored: ['xx'],
    });
  });

  it('treats the empty object as per locale with nothing to write', () => {
    expect(planMetadataImport({}, { scope: 'global' })).toEqual({
      ok: true,
      shape: 'locales',
      split: false,
      writes: [],
      ignored: [],
    });
    expect(planMetadataImport({}, { scope: 'page' })).toMatchObject({
      shape: 'locales',
      writes: [],
    });
  });

  it('uses per locale (not pages) in page scope when values are flat', () => {
    const plan = planMetadataImport(
      { es: t('Hola') },
      { scope: 'page', routeKey: '/(kiosk)/encuesta' },
    );
    expect(plan).toMatchObject({
      shape: 'locales',
      writes: [{ scope: 'page', routeKey: 'kiosk-encuesta', locale: 'es' }],
    });
  });
});

describe('planMetadataImport — one object for all locales', () => {
  it('copies the fields to every active locale', () => {
    const plan = planMetadataImport(
      { 'og:type': 'website', robots: 'index' },
      { scope: 'global', locales: ['es', 'fr'] },
    );
    expect(plan).toEqual({
      ok: true,
      shape: 'all',
      split: false,
      writes: [
        { scope: 'global', locale: 'es', fields: { 'og:type': 'website', robots: 'index' } },
        { scope: 'global', locale: 'fr', fields: { 'og:type': 'website', robots: 'index' } },
      ],
      ignored: [],
    });
  });

  it('keeps numbers and booleans as text, ignores other values and bad names', () => {
    const plan = planMetadataImport(
      { a: 1, b: true, c: null, d: { x: 1 }, 'e.f': 'x', g: ['x'] },
      { scope: 'site', locales: ['en'] },
    );
    expect(plan).toMatchObject({
      shape: 'all',
      writes: [{ fields: { a: '1', b: 'true' } }],
      ignored: ['c', 'd', 'e.f', 'g'],
    });
  });

  it('reads a route-nested JSON outside page scope as one object when small', () => {
    const plan = planMetadataImport(
      { home: { es: t('x') } },
      { scope: 'site', locales: ['es'], bytes: 1000 },
    );
    expect(plan).toMatchObject({
      shape: 'all',
      split: false,
      writes: [{ fields: {} }],
      ignored: ['home'],
    });
  });
});

describe('planMetadataImport — split by page above 900000 bytes', () => {
  const json = { home: { es: t('Inicio') }, blog: { en: t('Blog') } };
  it('writes page documents whatever the scope', () => {
    const plan = planMetadataImport(json, { scope: 'global', bytes: 900_001 });
    expect(plan).toMatchObject({
      shape: 'pages',
      split: true,
      writes: [
        { scope: 'page', routeKey: 'home', locale: 'es' },
        { scope: 'page', routeKey: 'blog', locale: 'en' },
      ],
    });
  });
  it('does not split at exactly 900000 bytes', () => {
    expect(planMetadataImport(json, { scope: 'global', bytes: 900_000 })).toMatchObject({
      shape: 'all',
      split: false,
    });
  });
});

describe('planMetadataImport — refused', () => {
  it.each([null, [], 'x', 3])('refuses %j', (json) => {
    expect(planMetadataImport(json, { scope: 'global' })).toEqual({ ok: false, reason: 'shape' });
  });
  it('reports a non-object locale value as ignored', () => {
    expect(planMetadataImport({ es: 'x' }, { scope: 'global' })).toMatchObject({
      shape: 'locales',
      writes: [{ locale: 'es', fields: {} }],
      ignored: ['es'],
    });
  });
});
