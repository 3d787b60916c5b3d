import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../flatten-messages';
import { LOCALES } from '../../locales';
import { loadChatMessages } from './index';

describe('the chat catalogue', () => {
  it('has the same non-empty keys in es, en and fr', async () => {
    const flat = await Promise.all(
      LOCALES.map(async (locale) => flattenMessages(await loadChatMessages(locale))),
    );
    const keys = Object.keys(flat[0]!).sort();
    expect(keys.length).toBeGreaterThan(15);
    for (const catalogue of flat) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      expect(Object.values(catalogue).every((text) => text.trim() !== '')).toBe(true);
    }
  });
});
