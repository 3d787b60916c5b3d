import { beforeAll, describe, expect, it } from 'vitest';
import type * as PageMetaModule from './page-meta';

let pageMeta: typeof PageMetaModule.pageMeta;

// The block is read once per page load (served-data caches it), so it is in place before import.
beforeAll(async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'bar-head';
  block.textContent = JSON.stringify({
    locale: 'en',
    pages: {
      '/menus': { title: 'Tacos & tequila <menu>', description: 'Stored text.', robots: 'index' },
      '/404': { title: 'Lost', description: 'Nothing here.' },
    },
  });
  document.head.append(block);
  ({ pageMeta } = await import('./page-meta'));
});

describe('pageMeta with the head the API served', () => {
  it('returns exactly the served title and description for that page and locale', () => {
    expect(pageMeta('menus', 'en')).toEqual([
      { title: 'Tacos & tequila <menu>' },
      { name: 'description', content: 'Stored text.' },
    ]);
    expect(pageMeta('notFound', 'en')).toEqual([
      { title: 'Lost' },
      { name: 'description', content: 'Nothing here.' },
    ]);
  });

  it('ignores the block for other pages and other locales (client navigation)', () => {
    for (const [page, lang] of [
      ['home', 'en'],
      ['menus', 'fr'],
    ] as const) {
      expect(pageMeta(page, lang)).not.toContainEqual({ title: 'Tacos & tequila <menu>' });
    }
  });
});
