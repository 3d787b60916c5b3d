// The served page as a table: what the API writes into each prerendered page per request, slot
// by slot. The API's site plugin loops over it (apps/api/src/plugins/app/site/served-documents.ts,
// one filler file per slot in ./slots/); the web reads the JSON blocks by the same ids
// (served-block-ids.ts, which the web's first load imports instead of this module: it holds zod).
import type { z } from 'zod';
import type { PageKey } from './pages.js';
import { SERVED_BLOCK_IDS, type ServedBlockId } from './served-block-ids.js';
import {
  HeadBlockSchema,
  HeroEventsBlockSchema,
  TermsBlockSchema,
  TextsBlockSchema,
} from './served-blocks.js';

/** A tenant's data a slot is made from, each read through the site's short-lived caches. */
export type ServedRead =
  | 'metadata'
  | 'theme'
  | 'branding'
  | 'texts'
  | 'hero'
  | 'menu'
  | 'gallery'
  | 'blogCover'
  | 'upcoming'
  | 'reviews';

export interface ServedSlot {
  /** The pages it fills: `'every'` is every page of a locale, the 404 page included. */
  readonly pages: 'every' | readonly PageKey[];
  /** The tenant data it needs; a page reads the union of its slots' reads, once each. */
  readonly reads: readonly ServedRead[];
  /** The JSON block it writes (`<script type="application/json" id>`), if any. */
  readonly block: ServedBlockId | null;
  /** The block's shape, when it has a schema (otherwise its TypeScript type, served-blocks.ts). */
  readonly schema: z.ZodType | null;
  /** What else it writes: the page's markup (`body`), tags in the head (`head`), a style sheet. */
  readonly writes: readonly ('body' | 'head' | 'style')[];
  /**
   * Whether the browser reads the same data again after the page loaded, and why; null: never,
   * the served page is all it needs.
   */
  readonly readAgain: string | null;
}

/**
 * Every slot, in the order the API fills them: the texts go first (they are placed into the
 * build's own markup, before any tenant content is in), the rest in any order.
 */
export const SERVED_PAGE = {
  /** The tenant's theme as a style sheet after app.css: the first paint wears it. */
  theme: {
    pages: 'every',
    reads: ['theme'],
    block: null,
    schema: null,
    writes: ['style'],
    readAgain:
      'GET /api/bss-effective (branding, settings and styles in one answer, kept in sessionStorage ' +
      'for the cache window the settings name, 12 h by default, so later pages make no call): the ' +
      'footer, the navigation flags and the contact links come from it; serving it in every page ' +
      'would add its size to each; the served sheet means applying its styles changes nothing.',
  },
  /**
   * Title, description, canonical, hreflang and social tags from the tenant's metadata; the
   * shared picture (og:image) without one: the hero's first event's on the home page, else the
   * tenant's logo. Its block also carries the change of branding, settings and styles the page
   * was served with, so the browser drops a session copy of another one (the theme slot's read).
   */
  head: {
    pages: 'every',
    reads: ['metadata', 'branding', 'hero'],
    block: SERVED_BLOCK_IDS.head,
    schema: HeadBlockSchema,
    writes: ['head'],
    readAgain: null,
  },
  /** The tenant's texts and brand name, written into the build's markup where they fit whole. */
  texts: {
    pages: 'every',
    reads: ['texts', 'branding'],
    block: SERVED_BLOCK_IDS.texts,
    schema: TextsBlockSchema,
    writes: ['body'],
    readAgain:
      'GET /api/out/rdd/i18n/{language} and /{locale} (the dictionary layers): the block holds ' +
      'the catalogue texts the tenant changed and is absent when one cannot be placed whole (the ' +
      'page is then served with the bundled texts); keys outside the catalogue (a navigation ' +
      "button's own text, layout/menu-button-link) reach the page only through this read.",
  },
  /** The footer's contact (address, phone, e-mail) in its served element: it reads without scripts. */
  contact: {
    pages: 'every',
    reads: ['branding', 'texts'],
    block: null,
    schema: null,
    writes: ['body'],
    readAgain:
      'GET /api/bss-effective (the footer, as the theme slot says): the footer then renders the ' +
      'same contact in place of the served one.',
  },
  /** The home hero's events (with their date lines) and the first poster, preloaded. */
  hero: {
    pages: ['home'],
    reads: ['hero'],
    block: SERVED_BLOCK_IDS.heroEvents,
    schema: HeroEventsBlockSchema,
    writes: ['body', 'head'],
    readAgain: null,
  },
  /**
   * The first event card's picture on the blog, in the markup and preloaded, and the first
   * upcoming cards' titles, dates and links in the list's served element.
   */
  blog: {
    pages: ['blog'],
    reads: ['blogCover', 'upcoming'],
    block: null,
    schema: null,
    writes: ['body', 'head'],
    readAgain:
      'GET /api/events (the cards): the page lists every event, past and upcoming, which would ' +
      'make the served page as long as the list; only the first cards (title, date, link) are served.',
  },
  /** The gallery's first shown picture, in the markup and preloaded, and the next cells. */
  gallery: {
    pages: ['gallery'],
    reads: ['gallery'],
    block: null,
    schema: null,
    writes: ['body', 'head'],
    readAgain:
      'GET /api/gallery (the grid, the lightbox): the served page shows the first 24 cells as ' +
      'pictures, not yet buttons.',
  },
  /** The terms board, rendered from the tenant's branding. */
  terms: {
    pages: ['terms'],
    reads: ['branding', 'texts'],
    block: SERVED_BLOCK_IDS.terms,
    schema: TermsBlockSchema,
    writes: ['body'],
    readAgain: null,
  },
  /** The about board with "open now" at the API's clock, valid until the next change of state. */
  about: {
    pages: ['about'],
    reads: ['branding', 'texts'],
    block: SERVED_BLOCK_IDS.about,
    schema: null,
    writes: ['body'],
    readAgain: null,
  },
  /** The menu of the page's language on the tab its URL names, and its first pictures. */
  menu: {
    pages: ['menus'],
    reads: ['menu'],
    block: SERVED_BLOCK_IDS.menu,
    schema: null,
    writes: ['body', 'head'],
    readAgain: null,
  },
  /**
   * schema.org data: the `Restaurant` on the home page, an `Event` per upcoming event (the
   * blog's read) on the home page and the blog (`application/ld+json`, never run).
   */
  jsonLd: {
    pages: ['home', 'blog'],
    reads: ['branding', 'upcoming'],
    block: null,
    schema: null,
    writes: ['body'],
    readAgain: null,
  },
  /** The reviews rail's newest approved reviews (three) in the rail's served element. */
  reviews: {
    pages: ['home'],
    reads: ['reviews'],
    block: null,
    schema: null,
    writes: ['body'],
    readAgain:
      'GET /api/reviews (the carousel, once the rail nears the viewport): it shows more reviews ' +
      'than the three served.',
  },
} as const satisfies Record<string, ServedSlot>;

export type ServedSlotName = keyof typeof SERVED_PAGE;

/** The slots of a page, in fill order (`null`: the 404 page, which has only the `'every'` ones). */
export function slotsOf(page: PageKey | null): ServedSlotName[] {
  return (Object.keys(SERVED_PAGE) as ServedSlotName[]).filter((name) => {
    const { pages } = SERVED_PAGE[name] as ServedSlot;
    return pages === 'every' || (page !== null && pages.includes(page));
  });
}

/** What a page reads, once each. */
export function readsOf(page: PageKey | null): ServedRead[] {
  return [...new Set(slotsOf(page).flatMap((name) => SERVED_PAGE[name].reads))];
}
