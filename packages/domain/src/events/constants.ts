/** Business constants of events and posts. */

/** The business is in Ontario: "today" is computed in this zone unless the tenant names another. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** At most 2 calls to action per event, stored and shown. */
export const MAX_CTAS = 2;

/** The hero shows 10 events by default; the events read asks for 25. */
export const HERO_DEFAULT_LIMIT = 10;
export const EVENTS_QUERY_LIMIT = 25;
export const EVENTS_MAX_LIMIT = 100;

/** Device widths of the responsive webp variants, and their quality. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;

/** Enough for a rich post; more would make the document and the editor unwieldy. */
export const MAX_MEDIA = 40;

/**
 * The hero's `sizes`: its pictures fill the main column, 58rem at most (the page's 60rem less its
 * padding), else the viewport. The web hero and the API's preload of its first picture share it,
 * or the browser would fetch that picture twice.
 */
export const HERO_IMAGE_SIZES = '(min-width: 60rem) 58rem, 100vw';

/**
 * The `sizes` of a blog card's picture: full width on phones, about 24rem beside the text from
 * 48rem up. The web's cards and the API's preload of the blog's first picture share it.
 */
export const EVENT_CARD_IMAGE_SIZES = '(min-width: 48rem) 24rem, 100vw';
