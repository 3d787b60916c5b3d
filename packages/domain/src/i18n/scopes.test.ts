import { describe, expect, it } from 'vitest';
import {
  isEmptyTable,
  moveSelection,
  planMove,
  resolveScopeFallback,
  ScopeSchema,
  scopeFallbackChain,
} from './scopes.js';

describe('scopes', () => {
  it('are global, site and page', () => {
    expect(ScopeSchema.options).toEqual(['global', 'site', 'page']);
    expect(ScopeSchema.safeParse('pages').success).toBe(false);
  });

  it('fall back page → site → global', () => {
    expect(scopeFallbackChain('page')).toEqual(['page', 'site', 'global']);
    expect(scopeFallbackChain('site')).toEqual(['site', 'global']);
    expect(scopeFallbackChain('global')).toEqual(['global']);
  });

  it('count a table with ids as non-empty even with empty texts', () => {
    expect(isEmptyTable({})).toBe(true);
    expect(isEmptyTable({ a: {} })).toBe(false);
  });
});

describe('resolveScopeFallback', () => {
  const page = { 'home.title': { es: 'Página' } };
  const site = { 'site.name': { es: 'Sitio' } };
  const global = { 'btn.ok': { es: 'Vale' } };

  it('uses the asked scope when it has ids', () => {
    expect(resolveScopeFallback('page', { page, site, global })).toEqual({
      source: 'page',
      fallback: false,
      entries: page,
    });
    expect(resolveScopeFallback('site', { site, global })).toEqual({
      source: 'site',
      fallback: false,
      entries: site,
    });
    expect(resolveScopeFallback('global', { global, site })).toEqual({
      source: 'global',
      fallback: false,
      entries: global,
    });
  });

  it('uses site when page is empty, global when site is empty too', () => {
    expect(resolveScopeFallback('page', { page: {}, site, global })).toEqual({
      source: 'site',
      fallback: true,
      entries: site,
    });
    expect(resolveScopeFallback('page', { site: {}, global })).toEqual({
      source: 'global',
      fallback: true,
      entries: global,
    });
    expect(resolveScopeFallback('site', { site: {}, global })).toEqual({
      source: 'global',
      fallback: true,
      entries: global,
    });
  });

  it('never falls back upwards or sideways', () => {
    expect(resolveScopeFallback('global', { global: {}, site, page })).toEqual({
      source: 'global',
      fallback: false,
      entries: {},
    });
    expect(resolveScopeFallback('site', { site: {}, global: {}, page })).toEqual({
      source: 'site',
      fallback: false,
      entries: {},
    });
  });

  it('answers the asked scope empty when everything is empty', () => {
    expect(resolveScopeFallback('page', {})).toEqual({
      source: 'page',
      fallback: false,
      entries: {},
    });
  });
});

describe('move selection', () => {
  it('saves in the target and deletes from the other two', () => {
    expect(planMove('global')).toEqual({ saveIn: 'global', deleteFrom: ['site', 'page'] });
    expect(planMove('site')).toEqual({ saveIn: 'site', deleteFrom: ['global', 'page'] });
    expect(planMove('page')).toEqual({ saveIn: 'page', deleteFrom: ['global', 'site'] });
  });

  it('moves rows between tables without touching the others', () => {
    const tables = {
      global: { 'a.x': { es: 'g' }, keep: { es: 'k' } },
      site: { 'btn.ok': { es: 'Vale', en: 'OK' }, 'a.x': { es: 's' } },
      page: { 'a.x': { es: 'p' }, 'home.t': { es: 'h' } },
    };
    const before = structuredClone(tables);
    const out = moveSelection(
      tables,
      { 'btn.ok': { es: 'Vale', en: 'OK' }, 'a.x': { fr: 'f' } },
      'global',
    );
    expect(out).toEqual({
      global: {
        'a.x': { es: 'g', fr: 'f' },
        keep: { es: 'k' },
        'btn.ok': { es: 'Vale', en: 'OK' },
      },
      site: {},
      page: { 'home.t': { es: 'h' } },
    });
    expect(tables).toEqual(before);
  });
});
