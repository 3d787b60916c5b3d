// Plain constants (no zod): the web's first-load chunk imports them. Shapes: served-blocks.ts.

/** Ids of the JSON blocks the API writes into the served pages. */
export const SERVED_BLOCK_IDS = {
  /** Effective head metadata of this locale (HeadBlock). */
  head: 'bar-head',
  /** The home hero's events (HeroEventsBlock). */
  heroEvents: 'bar-hero-events',
  /** The menu page's menu in its locale, as the API rendered it: MenuView + the tab it opened. */
  menu: 'bar-menu',
  /** The tenant's texts the API wrote into this page's HTML (TextsBlock). */
  texts: 'bar-texts',
  /** The terms page's data as the API rendered it (TermsBlock). */
  terms: 'bar-terms',
  /** The about page's reading and view as the API rendered them (AboutBlock). */
  about: 'bar-about',
} as const;

export type ServedBlockId = (typeof SERVED_BLOCK_IDS)[keyof typeof SERVED_BLOCK_IDS];

/**
 * The attribute of the elements the prerendered pages leave empty for the API to fill
 * (`<div data-served="hero">`): the hero's first event, the footer's contact.
 */
export const SERVED_SLOT_ATTRIBUTE = 'data-served';
