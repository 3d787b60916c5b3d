import { describe, expect, it } from 'vitest';
import { flattenMessages } from './flatten-messages';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import {
  CORE_KEYS_OF_PAGE_GROUPS,
  groupPlace,
  isTextGroup,
  PAGE_TEXT_GROUPS,
  splitCatalogue,
  UI_TEXT_GROUPS,
} from './text-groups';

describe('splitCatalogue', () => {
  it.each(LOCALES)('splits the %s catalogue into parts that hold every text once', (locale) => {
    const { core, groups } = splitCatalogue(MESSAGES[locale]);
    const parts = [
      flattenMessages(core),
      ...PAGE_TEXT_GROUPS.map((group) => flattenMessages({ [group]: groups[group] })),
    ];
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.assign({}, ...parts)).toEqual(flattenMessages(MESSAGES[locale]));
  });

  it('keeps each page group’s title in the core, and nothing else of it', () => {
    const { core, groups } = splitCatalogue(MESSAGES.es);
    for (const group of PAGE_TEXT_GROUPS) {
      const whole = MESSAGES.es[group] as object;
      const kept = Object.keys(core[group] as object);
      expect(kept.sort()).toEqual(CORE_KEYS_OF_PAGE_GROUPS.filter((key) => key in whole).sort());
      expect(Object.keys(groups[group]).length).toBeGreaterThan(0);
    }
    expect(core.nav).toEqual(MESSAGES.es.nav);
  });

  it('leaves a group out of the core entirely when only its own pages read it', () => {
    const { core } = splitCatalogue(MESSAGES.fr);
    expect(flattenMessages(core)['menus.tabs.food']).toBeUndefined();
    expect(flattenMessages(core)['menus.title']).toBe(flattenMessages(MESSAGES.fr)['menus.title']);
  });
});

describe("the shared components' groups", () => {
  const uiEs = {
    consent: { accept: 'Aceptar', reject: 'Rechazar' },
    signIn: { title: 'Entrar', email: 'Correo', password: 'Contraseña' },
    carousel: { next: 'Siguiente' },
  };

  it('split the ui catalogue the same way: every text once, the sign-in forms and the consent bar out of the core', () => {
    const { core, groups } = splitCatalogue(uiEs, UI_TEXT_GROUPS);
    const parts = [
      flattenMessages(core),
      ...UI_TEXT_GROUPS.map((group) => flattenMessages({ [group]: groups[group] })),
    ];
    expect(Object.assign({}, ...parts)).toEqual(flattenMessages(uiEs));
    expect(flattenMessages(core)['signIn.email']).toBeUndefined();
    expect(core).toEqual({ consent: {}, signIn: { title: 'Entrar' }, carousel: {} });
    expect(groups.consent).toEqual(uiEs.consent);
    expect(groups.maps).toEqual({});
  });

  it('are named ui:<group>, in the ui namespace', () => {
    expect(isTextGroup('ui:signIn')).toBe(true);
    expect(isTextGroup('signIn')).toBe(false);
    expect(isTextGroup('menus')).toBe(true);
    expect(groupPlace('ui:signIn')).toEqual({ ns: 'ui', name: 'signIn' });
    expect(groupPlace('menus')).toEqual({ ns: 'translation', name: 'menus' });
  });
});
