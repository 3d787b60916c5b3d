import { z } from 'zod';
import { EventDateLinesSchema, type EventDateLines } from '../api/events.js';
import { EventSchema } from '../events/schema.js';
import type { About, AboutContact, AboutView } from '../branding/about.js';
import { LOCALES, type Locale } from '../locale.js';

// The JSON blocks the API writes into the served pages (`<script type="application/json"
// id="…">`, never executable) and the web reads while it starts. Their ids are plain constants
// in served-block-ids.ts (the web imports those at run time); the shapes are the schemas below,
// which the web imports as types only, so zod stays out of its first-load chunk.

/** The head the API writes for one page, also handed to the client in the `bar-head` block. */
export const HeadMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  robots: z.string(),
  canonical: z.string().optional(),
  /** hreflang → absolute URL (es, en, fr, x-default). */
  alternates: z.record(z.string(), z.string()).optional(),
  /** og:*, twitter:* and custom fields, in the order they are written. */
  meta: z.record(z.string(), z.string()),
});
export type HeadMeta = z.infer<typeof HeadMetaSchema>;

/** `bar-head`: the head written into this page, keyed by the path after the locale (`/`, `/menus`, `/404`). */
export const HeadBlockSchema = z.object({
  locale: z.enum(LOCALES),
  pages: z.record(z.string(), HeadMetaSchema),
  /**
   * The `updatedAt` of the tenant's branding, settings and styles this page was served with (as
   * GET /api/bss-effective answers it): a session copy of another time is read again.
   */
  siteUpdatedAt: z.string().optional(),
});
export type HeadBlock = z.infer<typeof HeadBlockSchema>;

/** Each hero event's date line as the API wrote it, in `locale` (event id → line). */
export type HeroDateLines = EventDateLines;

/**
 * `bar-hero-events` (home page only): the hero's events as GET /api/events?when=upcoming
 * answers them (published, not past, with media, at most 10, soonest first), plus their date
 * lines in the page's language, so the hero needs no date formatter while the page starts.
 */
export const HeroEventsBlockSchema = z.object({
  when: z.literal('upcoming'),
  /** Today in the tenant's zone (YYYY-MM-DD) when the block was written. */
  today: z.string(),
  timeZone: z.string(),
  events: z.array(EventSchema),
  dateLines: EventDateLinesSchema,
});
export type HeroEventsBlock = z.infer<typeof HeroEventsBlockSchema>;

/**
 * `bar-texts`: the tenant's texts (its dictionary over the bundled catalogue, and its brand as
 * `common.brand`) that the API already wrote into this page's HTML, flat dotted keys. The web
 * puts them in its catalogue before it hydrates, so its first render matches the served page
 * and the tenant's texts are there from the first paint. Absent when the API served the
 * bundled texts (nothing differs, or a text could not be placed safely).
 */
export const TextsBlockSchema = z.object({
  locale: z.enum(LOCALES),
  texts: z.record(z.string(), z.string()),
});
export type TextsBlock = z.infer<typeof TextsBlockSchema>;

/**
 * `bar-terms` (terms page only): the data the API rendered the terms board with (@bar/ui
 * TermsBoard, from the tenant's branding of the page's locale), so the browser's first render
 * is the same board.
 */
export const TermsBlockSchema = z.object({
  locale: z.enum(LOCALES),
  terms: z.object({
    terms: z.string().optional(),
    privacy: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
});
export type TermsBlock = z.infer<typeof TermsBlockSchema>;

/**
 * `bar-about` (about page only): what the API rendered the about board with (@bar/ui
 * AboutBoard): the tenant's reading (branding of the page's locale, the zone of its settings)
 * and contact, the view written out at the API's clock, and the minutes [from, until) in which
 * that view stays right. A browser whose clock is in them, with the same reading, shows the view
 * as served: no date formatter is made while the page starts.
 */
export interface AboutBlock {
  locale: Locale;
  about: About;
  contact: AboutContact;
  view: AboutView;
  from: number;
  until: number;
}
