import { describe, expect, it } from 'vitest';
import { flattenMessages } from './flatten-messages';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import { CORE_KEYS_OF_PAGE_GROUPS, PAGE_TEXT_GROUPS, splitCatalogue } from './text-groups';

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

  it('keeps each page group’s title, description and intro in the core, and nothing else of it', () => {
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
