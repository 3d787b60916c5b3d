import { describe, expect, it } from 'vitest';
import {
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
