import { HERO_IMAGE_SIZES } from '@bar/domain/events/constants';
import { mediaKind, mediaSource, mediaSrcSet } from '@bar/domain/events/media';
import { escapeHtml } from '../../../lib/html-escape.js';
import type { HeroEventList } from '../../../repositories/hero-events.js';

/**
 * A preload of the hero's first picture (the home page's largest paint): the first event's first
 * image, as the same webp `srcset` the hero renders with the hero's `sizes`, so the browser fetches it
 * while the scripts load instead of after hydration. '' when there is no image to preload.
 */
export function heroPreload(hero: HeroEventList | null): string {
  // The hero opens on the first event's first image or video: preload only when it is an image.
  const image = hero?.events[0]?.media.find((item) => mediaKind(item) !== null);
  if (!image || mediaKind(image) !== 'image') return '';
  const srcset = mediaSrcSet(image);
  if (srcset)
    return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high"/>`;
  const href = mediaSource(image);
  return href
    ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"/>`
    : '';
}
