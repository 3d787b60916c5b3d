import { describe, expect, it } from 'vitest';
import { withFirstTexts } from './first-texts';

/** A page's <html>, as the build writes it. */
const page = (attributes: Record<string, string>) => {
  const root = document.createElement('html');
  Object.entries(attributes).forEach(([name, value]) => root.setAttribute(name, value));
  return root;
};

/** The parts loaded one by one, each a file of its own: their texts name them. */
function partLoader() {
  const loaded: string[] = [];
  const load = (locale: string, part: string) => {
    loaded.push(`${locale}-${part}`);
    return Promise.resolve({ from: `${locale}-${part}` });
  };
  return { load, loaded };
}

const firstFile = {
  default: {
    core: { from: 'first core' },
    ui: { from: 'first ui' },
    menus: { from: 'first menus' },
  },
};

describe('withFirstTexts (a page’s first texts in one file)', () => {
  it('answers the page language’s parts from the file the page names, and only fetches the rest', async () => {
    const { load, loaded } = partLoader();
    const imported: string[] = [];
    const loader = withFirstTexts(
      load,
      page({ lang: 'es', 'data-texts-file': '/assets/texts-1-es-first.js' }),
      (url) => {
        imported.push(url);
        return Promise.resolve(firstFile);
      },
    );
    expect(imported).toEqual(['/assets/texts-1-es-first.js']);
    await expect(loader('es', 'core')).resolves.toEqual({ from: 'first core' });
    await expect(loader('es', 'ui')).resolves.toEqual({ from: 'first ui' });
    await expect(loader('es', 'menus')).resolves.toEqual({ from: 'first menus' });
    expect(loaded).toEqual([]);
    // Another page's group, another language: their own files.
    await expect(loader('es', 'blog')).resolves.toEqual({ from: 'es-blog' });
    await expect(loader('fr', 'core')).resolves.toEqual({ from: 'fr-core' });
    expect(loaded).toEqual(['es-blog', 'fr-core']);
    expect(imported).toHaveLength(1);
  });

  it('fetches every part on its own when the file fails to load', async () => {
    const { load, loaded } = partLoader();
    const loader = withFirstTexts(
      load,
      page({ lang: 'fr', 'data-texts-file': '/assets/texts-1-fr-first.js' }),
      () => Promise.reject(new Error('offline')),
    );
    await expect(loader('fr', 'core')).resolves.toEqual({ from: 'fr-core' });
    await expect(loader('fr', 'menus')).resolves.toEqual({ from: 'fr-menus' });
    expect(loaded).toEqual(['fr-core', 'fr-menus']);
  });

  it('is the part loader itself on a page that names no file', () => {
    const { load } = partLoader();
    const never = () => Promise.reject(new Error('not called'));
    expect(withFirstTexts(load, page({ lang: 'en' }), never)).toBe(load);
    expect(withFirstTexts(load, undefined, never)).toBe(load);
  });
});
