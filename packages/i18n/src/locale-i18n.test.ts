import { describe, expect, it } from 'vitest';
import { getI18n } from './create-i18n';
import { loadLocaleI18n, peekLocaleI18n } from './locale-i18n';

describe('loadLocaleI18n', () => {
  it('loads one language into a shared instance with the same texts as getI18n', async () => {
    expect(peekLocaleI18n('fr')).toBeUndefined();
    const fr = await loadLocaleI18n('fr');
    expect(peekLocaleI18n('fr')).toBe(fr);
    expect(await loadLocaleI18n('fr')).toBe(fr);
    expect(fr.language).toBe('fr');
    expect(fr.t('notFound.message')).toBe(getI18n('fr').t('notFound.message'));
    expect(fr.hasResourceBundle('es', 'translation')).toBe(false);
  });
});
