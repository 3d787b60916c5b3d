import { describe, expect, it } from 'vitest';
import {
  INVALID_SETTINGS_DOC_PATH,
  normalizeSettingsLocale,
  scopedDocPath,
  settingsDocSegments,
} from './locale';

describe('normalizeSettingsLocale', () => {
  it.each([
    ['es', 'es'],
    ['es-mx', 'es'],
    ['es-MX', 'es'],
    ['ES_mx', 'es'],
    [' es ', 'es'],
    ['en', 'en'],
    ['en-us', 'en'],
    ['en-US', 'en'],
    ['fr', 'fr'],
    ['fr-ca', 'fr'],
    ['fr-CA', 'fr'],
  ])('%s → %s', (input, expected) => expect(normalizeSettingsLocale(input)).toBe(expected));

  it.each(['es-ES', 'es-419', 'fr-FR', 'en-GB', 'de', 'pt-BR', 'spanish', '', 'e', 'esmx'])(
    'anything else gives en: %j',
    (input) => expect(normalizeSettingsLocale(input)).toBe('en'),
  );

  it('gives en without a value', () => {
    expect(normalizeSettingsLocale(undefined)).toBe('en');
    expect(normalizeSettingsLocale(null)).toBe('en');
  });
});

describe('scopedDocPath', () => {
  it('names global, site and page documents', () => {
    expect(scopedDocPath('branding', { scope: 'global', locale: 'fr-CA' })).toBe(
      'branding_global/fr',
    );
    expect(scopedDocPath('i18n', { scope: 'site', locale: 'en-US' })).toBe('i18n_site/en');
    expect(scopedDocPath('meta', { scope: 'page', page: 'menu', locale: 'es-mx' })).toBe(
      'meta_pages/menu_es',
    );
  });

  it('uses es for page and site documents without a locale, and home for a page without a name', () => {
    expect(scopedDocPath('branding', { scope: 'site' })).toBe('branding_site/es');
    expect(scopedDocPath('branding', { scope: 'site', locale: '  ' })).toBe('branding_site/es');
    expect(scopedDocPath('branding', { scope: 'page' })).toBe('branding_pages/home_es');
    expect(scopedDocPath('branding', { scope: 'page', page: '', locale: 'fr' })).toBe(
      'branding_pages/home_fr',
    );
    expect(scopedDocPath('branding', { scope: 'page', page: ' contacto ', locale: null })).toBe(
      'branding_pages/contacto_es',
    );
  });

  it('reads a global document locale as the helper does (unknown or missing → en)', () => {
    expect(scopedDocPath('branding', { scope: 'global' })).toBe('branding_global/en');
    expect(scopedDocPath('branding', { scope: 'global', locale: 'de' })).toBe('branding_global/en');
    expect(scopedDocPath('branding', { scope: 'page', page: 'blog', locale: 'de' })).toBe(
      'branding_pages/blog_en',
    );
  });
});

describe('settingsDocSegments', () => {
  it.each(['settings/default', 'tenants/a/settings/default', 'a/b/c/d/e/f'])('accepts %s', (path) =>
    expect(settingsDocSegments(path)).toEqual(path.split('/')),
  );

  it.each([
    'settings',
    'settings/default/x',
    '',
    'settings/',
    '/default',
    'a//b/c',
    'a/ /b/c',
    'tenants/a/settings',
  ])('refuses %j with the spec text', (path) =>
    expect(() => settingsDocSegments(path)).toThrow(INVALID_SETTINGS_DOC_PATH),
  );

  it('uses the exact text', () =>
    expect(INVALID_SETTINGS_DOC_PATH).toBe('Invalid settings doc path'));
});
