import { beforeAll, describe, expect, it } from 'vitest';
import { getI18n } from './create-i18n';
import {
  loadLocaleI18n,
  loadTextGroups,
  peekLocaleI18n,
  registerCatalogueSource,
  registerLocaleNamespace,
  splitSource,
} from './locale-i18n';
import { splitCatalogue, UI_TEXT_GROUPS } from './text-groups';
import { MESSAGES } from './messages';
import { applyTenantDictionary } from './tenant-dictionary';

// Each part counted as it loads, to see which parts a call asks for.
const loads: string[] = [];
// A shared components' catalogue as the `ui` namespace holds it, its sign-in texts and its
// consent bar's groups.
const uiFr = {
  popup: { close: 'Fermer' },
  consent: { accept: 'Accepter' },
  signIn: { title: 'Connexion', email: 'Adresse e-mail' },
};
const ui = { es: uiFr, en: uiFr, fr: uiFr };
beforeAll(() => {
  const split = splitSource(MESSAGES, ui);
  registerLocaleNamespace('ui', (locale) =>
    Promise.resolve(splitCatalogue(ui[locale], UI_TEXT_GROUPS).core),
  );
  registerCatalogueSource({
    core: (locale) => (loads.push(`${locale}:core`), split.core(locale)),
    group: (locale, group) => (loads.push(`${locale}:${group}`), split.group(locale, group)),
  });
});

describe('loadLocaleI18n', () => {
  it('loads one language into a shared instance with the same core texts as getI18n', async () => {
    expect(peekLocaleI18n('fr')).toBeUndefined();
    const fr = await loadLocaleI18n('fr');
    expect(peekLocaleI18n('fr')).toBe(fr);
    expect(await loadLocaleI18n('fr')).toBe(fr);
    expect(fr.language).toBe('fr');
    expect(fr.t('nav.menus')).toBe(getI18n('fr').t('nav.menus'));
    // A page group's title and description stay in the core (meta(), the navigation)...
    expect(fr.t('menus.title')).toBe(getI18n('fr').t('menus.title'));
    // ...its other texts come with its pages.
    expect(fr.t('menus.tabs.food')).toBe('menus.tabs.food');
    expect(fr.hasResourceBundle('es', 'translation')).toBe(false);
  });
});

describe('loadTextGroups', () => {
  it('loads the missing groups once, then answers null', async () => {
    const en = await loadLocaleI18n('en');
    loads.length = 0;
    const first = loadTextGroups('en', ['menus', 'gallery']);
    expect(loadTextGroups('en', ['gallery', 'menus'])).toBe(first);
    await first;
    expect(loads.sort()).toEqual(['en:gallery', 'en:menus']);
    expect(en.t('menus.tabs.food')).toBe(getI18n('en').t('menus.tabs.food'));
    expect(en.t('gallery.title')).toBe(getI18n('en').t('gallery.title'));
    expect(loadTextGroups('en', ['menus'])).toBeNull();
    await loadTextGroups('en', ['menus', 'blog']);
    expect(loads.sort()).toEqual(['en:blog', 'en:gallery', 'en:menus']);
  });

  it("loads a shared components' group into their namespace", async () => {
    const fr = await loadLocaleI18n('fr');
    expect(fr.t('popup.close', { ns: 'ui' })).toBe(uiFr.popup.close);
    expect(fr.t('consent.accept', { ns: 'ui' })).toBe('consent.accept');
    await loadTextGroups('fr', ['ui:consent']);
    expect(fr.t('consent.accept', { ns: 'ui' })).toBe(uiFr.consent.accept);
    expect(fr.t('signIn.email', { ns: 'ui' })).toBe('signIn.email');
    await loadTextGroups('fr', ['ui:signIn']);
    expect(fr.t('signIn.email', { ns: 'ui' })).toBe(uiFr.signIn.email);
    expect(fr.t('signIn.title', { ns: 'ui' })).toBe(uiFr.signIn.title);
    expect(fr.hasResourceBundle('fr', 'translation')).toBe(true);
  });

  it("keeps the tenant's texts that arrived before the group, and drops one that breaks it", async () => {
    const es = await loadLocaleI18n('es');
    applyTenantDictionary(es, 'es', {
      'terms.title': 'Condiciones de la casa',
      'about.hours': 'Horario',
      'about.loading': 'Un momento…',
    });
    const bundled = getI18n('es');
    expect(typeof bundled.getResource('es', 'translation', 'about.hours')).toBe('object');
    await loadTextGroups('es', ['terms', 'about']);
    expect(es.t('terms.title')).toBe('Condiciones de la casa');
    expect(es.t('about.loading')).toBe('Un momento…');
    // A text over the group of keys "about.hours.*" would break them: the group's texts win.
    expect(es.getResource('es', 'translation', 'about.hours')).toEqual(
      bundled.getResource('es', 'translation', 'about.hours'),
    );
  });
});
