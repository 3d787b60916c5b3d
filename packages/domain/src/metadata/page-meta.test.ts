import { describe, expect, it } from 'vitest';
import {
  effectiveMeta,
  PAGE_META_KEYS,
  pageMetaDocuments,
  pageMetaFields,
  PageMetaRowSchema,
} from './page-meta.js';

describe('page-metadata table', () => {
  it('covers home, menu, blog, contacto and plantilla', () => {
    expect(PAGE_META_KEYS).toEqual(['home', 'menu', 'blog', 'contacto', 'plantilla']);
  });

  it('fills a row with defaults', () => {
    expect(PageMetaRowSchema.parse({ page: 'blog' })).toEqual({
      page: 'blog',
      title: { es: '', en: '', fr: '' },
      description: { es: '', en: '', fr: '' },
      image: '',
      noindex: false,
    });
    expect(PageMetaRowSchema.safeParse({ page: 'contact' }).success).toBe(false);
  });

  it('turns a row into one locale’s fields', () => {
    const row = PageMetaRowSchema.parse({
      page: 'menu',
      title: { es: 'Menú', en: 'Menu' },
      description: { es: 'Tacos' },
      image: 'https://bar.example/menu.webp',
    });
    expect(pageMetaFields(row, 'es')).toEqual({
      robots: 'index, follow',
      title: 'Menú',
      'og:title': 'Menú',
      'twitter:title': 'Menú',
      description: 'Tacos',
      'og:description': 'Tacos',
      'twitter:description': 'Tacos',
      'og:image': 'https://bar.example/menu.webp',
      'twitter:image': 'https://bar.example/menu.webp',
      'twitter:card': 'summary_large_image',
    });
    expect(pageMetaFields(row, 'fr')).toEqual({
      robots: 'index, follow',
      'og:image': 'https://bar.example/menu.webp',
      'twitter:image': 'https://bar.example/menu.webp',
      'twitter:card': 'summary_large_image',
    });
  });

  it('maps noindex to robots and gives every locale', () => {
    const docs = pageMetaDocuments(PageMetaRowSchema.parse({ page: 'plantilla', noindex: true }));
    expect(Object.keys(docs)).toEqual(['es', 'en', 'fr']);
    expect(docs.en).toEqual({ robots: 'noindex, nofollow' });
  });
});

describe('effectiveMeta', () => {
  it('layers global ← site ← page, and empty texts never hide', () => {
    expect(
      effectiveMeta(
        { title: 'G', robots: 'index' },
        { title: 'S', description: 'S' },
        { title: 'P', description: ' ' },
        null,
        undefined,
      ),
    ).toEqual({ title: 'P', robots: 'index', description: 'S' });
  });
});
