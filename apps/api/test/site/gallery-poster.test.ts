import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_SIZES } from '@bar/domain/gallery/layout';
import type { GalleryItem } from '@bar/domain/gallery/schema';
import {
  fillGalleryCells,
  fillGalleryPoster,
  firstShown,
  galleryPreloads,
} from '../../src/plugins/app/site/slots/gallery.js';
import { GALLERY_POSTER_FRAME } from './site-fixture.js';

const page = `<main><section class="gallery">${GALLERY_POSTER_FRAME}<p role="status">Loading…</p></section></main>`;

describe('the gallery’s first picture in the served page', () => {
  it('leaves the frame hidden and preloads only the read when the gallery shows nothing', () => {
    expect(firstShown('es', null)).toBeUndefined();
    expect(firstShown('es', [])).toBeUndefined();
    expect(fillGalleryPoster(page, undefined)).toBe(page);
    expect(galleryPreloads('es', undefined)).toBe(
      '<link rel="preload" as="fetch" href="/api/gallery?locale=es" crossorigin="anonymous"/>',
    );
  });
});

const item = (n: number, alt = ''): GalleryItem => ({
  id: `p${n}`,
  source: 'upload',
  url: `/media/p${n}.jpg`,
  resized: [{ width: 640, url: `/media/p${n}-640.webp` }],
  order: n,
  createdAt: n,
  updatedAt: n,
  alt: { es: alt, en: '', fr: '' },
  caption: { es: '', en: '', fr: '' },
  hidden: false,
});

describe('the gallery’s next cells in the served page', () => {
  const served = `<ul class="gallery__grid" aria-hidden="true"><li hidden="" data-gallery-poster="" class="gallery__cell"></li><li class="gallery__served" data-served="gallery"></li></ul>`;

  it('writes the cells after the first, up to 24 in all, with their alt and reserved size', () => {
    const items = Array.from({ length: 30 }, (_, n) => item(n, n === 1 ? 'Tacos al pastor' : ''));
    const html = fillGalleryCells(served, 'es', items, undefined);
    const cells = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(cells).toHaveLength(23);
    expect(cells[0]).toBe(
      `<img src="/media/p1-640.webp" srcset="/media/p1-640.webp 640w" sizes="${GALLERY_IMAGE_SIZES}" alt="Tacos al pastor" width="500" height="500" loading="eager" decoding="async"/>`,
    );
    expect(cells[1]).toContain('alt="Foto 3 de 30"');
    expect(cells[3]).toContain('loading="lazy"');
  });

  it('leaves the page alone when the gallery has one picture or none', () => {
    expect(fillGalleryCells(served, 'es', [item(0)], undefined)).toBe(served);
    expect(fillGalleryCells(served, 'es', null, undefined)).toBe(served);
  });
});
