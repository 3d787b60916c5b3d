import { HERO_IMAGE_SIZES } from '@bar/domain/events/constants';
import { localizeEvent } from '@bar/domain/events/localized';
import { mediaKind, mediaObjectPosition, mediaSource, mediaSrcSet } from '@bar/domain/events/media';
import type { HeroEventList } from '../../../../repositories/hero-events.js';
import { imagePreload } from '../preload-tags.js';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { HeroEventsBlock } from '@bar/domain/site/served-blocks';
import type { Locale } from '@bar/domain/locale';
import { eventDateLines } from '@bar/i18n/event-date-line';
import { escapeHtml, jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { fillHeroServed } from './hero-served.js';
import type { SlotFiller } from './slot.js';

interface OpeningImage {
  src: string;
  srcset: string;
  /** The focal point (object-position), as the carousel will crop the same picture. */
  position: string | undefined;
}

/** The picture the hero opens on (first event, first image or video), when it is a picture. */
function openingImage(hero: HeroEventList | null): OpeningImage | null {
  const first = hero?.events[0]?.media.find((item) => mediaKind(item) !== null);
  if (!first || mediaKind(first) !== 'image') return null;
  const src = mediaSource(first);
  return src ? { src, srcset: mediaSrcSet(first), position: mediaObjectPosition(first) } : null;
}

const imageAttributes = ({ src, srcset }: OpeningImage) =>
  srcset
    ? `srcset="${escapeHtml(srcset)}" sizes="${HERO_IMAGE_SIZES}"`
    : `src="${escapeHtml(src)}"`;

/**
 * A preload of the hero's first picture (the home page's largest paint), as the same webp
 * `srcset` and `sizes` the hero renders, so the browser fetches it while the scripts load.
 * '' when the hero does not open on a picture.
 */
export function heroPreload(hero: HeroEventList | null): string {
  const image = openingImage(hero);
  return image ? imagePreload(image.src, image.srcset, HERO_IMAGE_SIZES) : '';
}

/** The hidden poster the prerendered hero carries while it loads (HeroPlaceholder). */
const POSTER = /<img class="hero__poster"[^>]*data-hero-poster=""[^>]*>/;

/**
 * Fills the loading hero's poster with the opening picture, so it paints with the HTML instead
 * of after the scripts have run: the home page's largest paint no longer waits for hydration.
 * React leaves the attributes it did not render alone when it hydrates, and replaces the poster
 * with the carousel (same box, same picture from the cache) once the events are read.
 */
export function fillHeroPoster(html: string, hero: HeroEventList | null): string {
  const image = openingImage(hero);
  if (!image) return html;
  const src = image.srcset ? ` src="${escapeHtml(image.src)}"` : '';
  const style = image.position ? ` style="object-position:${escapeHtml(image.position)}"` : '';
  return html.replace(
    POSTER,
    `<img class="hero__poster" alt="" data-hero-poster=""${src} ${imageAttributes(image)}${style} fetchpriority="high"/>`,
  );
}

/**
 * The hero's events with their texts in the page's language (the Spanish ones where it has
 * none), plus each one's date line in it: the browser then shows them without creating a date
 * formatter (its first one loads the time-zone and calendar data, tens of milliseconds of a
 * phone's main thread while the page starts).
 */
function heroBlock(hero: HeroEventList, locale: Locale): HeroEventsBlock {
  return {
    ...hero,
    events: hero.events.map((event) => localizeEvent(event, locale)),
    dateLines: eventDateLines(hero.events, locale, hero.timeZone),
  };
}

/** The home page: the first poster in the markup and preloaded, the events in `bar-hero-events`. */
export const heroSlot: SlotFiller = {
  fill(body, { page, data: { hero } }) {
    const block = hero ? heroBlock(hero, page.locale) : null;
    const first = block?.events[0];
    const line = first ? block.dateLines.lines[first.id] : undefined;
    return {
      body: fillHeroServed(fillHeroPoster(body, hero), first, page.locale, line),
      head: heroPreload(hero),
      tail: block ? jsonScriptTag(SERVED_BLOCK_IDS.heroEvents, block) : '',
    };
  },
};
