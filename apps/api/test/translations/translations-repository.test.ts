import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteIdOps,
  deleteTranslations,
  loadTranslations,
  loadWithFallback,
  moveTranslations,
  readOrder,
  readPublicDictionary,
  saveOrder,
  saveTranslations,
} from '../../src/repositories/translations.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from '../stores/document-adapters.js';

/** The repository on each real adapter: dotted ids are literal field names on both. */
describe.each(documentAdapters())('translations repository on $name', (adapter) => {
  let store: DocumentStore;
  let cleanup: () => Promise<void>;
  let docs: DocumentStore;
  beforeAll(() => {
    ({ store, cleanup } = adapter.open());
  });
  afterAll(() => cleanup());
  const fresh = () => (docs = store.forTenant(freshTenant()));

  it('saves dotted ids as flat fields per locale and loads them back', async () => {
    fresh();
    const locales = await saveTranslations(
      docs,
      { scope: 'global' },
      {
        'home.title': { es: 'Hola', en: 'Hi' },
        'btn.ok': { fr: 'D’accord' },
      },
    );
    expect(locales).toEqual(['es', 'en', 'fr']);
    expect(await docs.get('i18n_global/es')).toEqual({ 'home.title': 'Hola' });
    expect(await loadTranslations(docs, { scope: 'global' }, ['es', 'en', 'fr'])).toEqual({
      'home.title': { es: 'Hola', en: 'Hi' },
      'btn.ok': { fr: 'D’accord' },
    });
    await saveTranslations(docs, { scope: 'global' }, { 'home.title': { es: 'Hola de nuevo' } });
    expect(await docs.get('i18n_global/es')).toEqual({ 'home.title': 'Hola de nuevo' });
  });

  it('keeps an id and a longer id that starts with it apart', async () => {
    fresh();
    await saveTranslations(
      docs,
      { scope: 'site' },
      { home: { es: 'Casa' }, 'home.title': { es: 'Título' } },
    );
    expect(await loadTranslations(docs, { scope: 'site' }, ['es'])).toEqual({
      home: { es: 'Casa' },
      'home.title': { es: 'Título' },
    });
  });

  it('stores pages as i18n_pages/{page}_{lang} and reads nested documents flattened', async () => {
    fresh();
    await saveTranslations(
      docs,
      { scope: 'page', page: 'kiosk-encuesta' },
      { 'kiosk-encuesta.q1': { fr: 'Q1' } },
    );
    expect(await docs.get('i18n_pages/kiosk-encuesta_fr')).toEqual({ 'kiosk-encuesta.q1': 'Q1' });
    await docs.set('i18n_global/en', { home: { hero: { cta: 'Book' } }, n: 2 });
    expect(await readPublicDictionary(docs, 'en')).toEqual({ 'home.hero.cta': 'Book', n: '2' });
  });

  it('merges site over global for the public dictionary', async () => {
    fresh();
    await saveTranslations(
      docs,
      { scope: 'global' },
      { 'a.b': { es: 'global' }, 'c.d': { es: 'only global' } },
    );
    await saveTranslations(docs, { scope: 'site' }, { 'a.b': { es: 'site' } });
    await saveTranslations(docs, { scope: 'page', page: 'home' }, { 'a.b': { es: 'page' } });
    expect(await readPublicDictionary(docs, 'es')).toEqual({ 'a.b': 'site', 'c.d': 'only global' });
  });

  it('falls back page → site → global on load', async () => {
    fresh();
    const ref = { scope: 'page' as const, page: 'menu' };
    expect(await loadWithFallback(docs, ref, ['es'])).toEqual({
      source: 'page',
      fallback: false,
      entries: {},
    });
    await saveTranslations(docs, { scope: 'global' }, { 'g.x': { es: 'G' } });
    expect(await loadWithFallback(docs, ref, ['es'])).toEqual({
      source: 'global',
      fallback: true,
      entries: { 'g.x': { es: 'G' } },
    });
    await saveTranslations(docs, { scope: 'site' }, { 's.x': { es: 'S' } });
    expect(await loadWithFallback(docs, ref, ['es'])).toMatchObject({
      source: 'site',
      fallback: true,
    });
    await saveTranslations(docs, ref, { 'menu.x': { es: 'P' } });
    expect(await loadWithFallback(docs, ref, ['es'])).toMatchObject({
      source: 'page',
      fallback: false,
    });
  });

  it('deletes more than 400 ids from every locale in 400-field writes', async () => {
    fresh();
    const ids = Array.from({ length: 901 }, (_, i) => `bulk.id${i}`);
    const entries = Object.fromEntries(ids.map((id) => [id, { es: id + '!', en: id + '?' }]));
    await saveTranslations(
      docs,
      { scope: 'site' },
      { ...entries, 'keep.me': { es: 'sí', en: 'yes' } },
    );
    const stored = await docs.get('i18n_site/es');
    const plan = deleteIdOps('i18n_site/es', stored, ids);
    expect(plan.ops.map((op) => Object.keys((op as { data: object }).data).length)).toEqual([
      400, 400, 101,
    ]);
    expect(await deleteTranslations(docs, { scope: 'site' }, ids, ['es', 'en', 'fr'])).toBe(1802);
    expect(await docs.get('i18n_site/es')).toEqual({ 'keep.me': 'sí' });
    expect(await docs.get('i18n_site/en')).toEqual({ 'keep.me': 'yes' });
    expect(await docs.get('i18n_site/fr')).toBeNull();
  });

  it('deletes ids stored nested too', async () => {
    fresh();
    await docs.set('i18n_global/es', { home: { title: 'x', intro: 'y' }, 'a.b': 'flat' });
    expect(
      await deleteTranslations(docs, { scope: 'global' }, ['home.title', 'a.b', 'zz.none'], ['es']),
    ).toBe(2);
    expect(await docs.get('i18n_global/es')).toEqual({ home: { intro: 'y' } });
  });

  it('moves a selection: saved in the target, deleted from the other two', async () => {
    fresh();
    await saveTranslations(
      docs,
      { scope: 'site' },
      { 'btn.ok': { es: 'Vale', en: 'OK' }, 'home.t': { es: 'T' } },
    );
    await saveTranslations(docs, { scope: 'page', page: 'home' }, { 'btn.ok': { es: 'viejo' } });
    await saveTranslations(docs, { scope: 'global' }, { 'btn.ok': { fr: 'd’accord' } });
    const result = await moveTranslations(docs, {
      ids: ['btn.ok', 'nope.x'],
      from: 'site',
      to: 'global',
      page: 'home',
    });
    expect(result).toEqual({ moved: ['btn.ok'], missing: ['nope.x'] });
    expect(await loadTranslations(docs, { scope: 'global' }, ['es', 'en', 'fr'])).toEqual({
      'btn.ok': { es: 'Vale', en: 'OK', fr: 'd’accord' },
    });
    expect(await loadTranslations(docs, { scope: 'site' }, ['es', 'en'])).toEqual({
      'home.t': { es: 'T' },
    });
    expect(await loadTranslations(docs, { scope: 'page', page: 'home' }, ['es'])).toEqual({});
  });

  it('moves to a page and leaves the page scope alone when no page is named', async () => {
    fresh();
    await saveTranslations(docs, { scope: 'global' }, { 'menu.x': { es: 'M' } });
    await moveTranslations(docs, { ids: ['menu.x'], from: 'global', to: 'page', page: 'menu' });
    expect(await docs.get('i18n_pages/menu_es')).toEqual({ 'menu.x': 'M' });
    expect(await docs.get('i18n_global/es')).toEqual({});
    await saveTranslations(docs, { scope: 'site' }, { 'menu.x': { es: 'S' } });
    await moveTranslations(docs, { ids: ['menu.x'], from: 'site', to: 'global' });
    expect(await docs.get('i18n_pages/menu_es')).toEqual({ 'menu.x': 'M' });
    expect(await docs.get('i18n_global/es')).toEqual({ 'menu.x': 'S' });
  });

  it('saves and reads order lists, [] when missing', async () => {
    fresh();
    expect(await readOrder(docs, 'i18n_orders', 'page:home')).toEqual([]);
    await saveOrder(docs, 'i18n_orders', 'page:home', ['b', 'a']);
    expect(await readOrder(docs, 'i18n_orders', 'page:home')).toEqual(['b', 'a']);
    const stored = await docs.get('i18n_orders/page:home');
    expect(stored?.ids).toEqual(['b', 'a']);
    expect(typeof stored?.updatedAt).toBe('string');
  });
});
