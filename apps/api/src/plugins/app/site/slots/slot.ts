import type { GalleryItem } from '@bar/domain/gallery/schema';
import type { ReviewCard } from '@bar/domain/surveys/schema';
import type { ServedRead } from '@bar/domain/site/served-page';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import type { FastifyRequest } from 'fastify';
import type { HeroEventList } from '../../../../repositories/hero-events.js';
import type { SiteMetadata } from '../../../../repositories/site-metadata.js';
import type { SiteTheme } from '../../../../repositories/site-theme.js';
import type { PrerenderedHead } from '../head-meta.js';
import type { SiteRoute } from '../page-routes.js';
import type { BlogCover, SiteBrand, SiteMenu, UpcomingEvents } from '../site-data.js';

interface ReadTypes {
  metadata: SiteMetadata;
  theme: SiteTheme;
  branding: SiteBrand;
  texts: FlatMessages;
  hero: HeroEventList;
  menu: SiteMenu;
  gallery: GalleryItem[];
  blogCover: BlogCover;
  upcoming: UpcomingEvents;
  reviews: ReviewCard[];
}

/**
 * The tenant data a page read, one field per read of the table (a read without a type above
 * fails to compile); null: not read for this page, or the read failed (already logged).
 */
export type SlotData = { [R in ServedRead]: ReadTypes[R] | null };

/** What a slot is filled from: the request, its page, the data read, the texts placed so far. */
export interface SlotContext {
  request: FastifyRequest;
  /** The prerendered file's path (`/es/menus`). */
  route: string;
  page: SiteRoute;
  /** The public origin the page is served at (`https://…`), for absolute URLs. */
  origin: string;
  now: number;
  data: SlotData;
  /** What the prerendered file's head says. */
  built: PrerenderedHead;
  /** The tenant's brand name, null when blank. */
  brand: string | null;
  /** The tenant's texts now in the page's markup (set by the texts slot, read by the boards). */
  shownTexts: FlatMessages | undefined;
  /** This slot's variant of the page (the menu's tab), as its `variant` named it. */
  variant: string | null;
}

/** What a slot adds: the page's new markup, tags for the head, blocks after them. */
export interface SlotResult {
  body?: string;
  head?: string;
  tail?: string;
  /** When the page reads differently (the about page's "open now"); the rendering is kept until then. */
  expires?: number | null;
  /** The tenant's texts the markup now holds (the texts slot). */
  shownTexts?: FlatMessages;
}

/** A slot's filler: one file each in this folder, listed in ./index.ts by the table's names. */
export interface SlotFiller {
  fill: (body: string, context: SlotContext) => SlotResult;
  /** A page served in several variants (one rendering each) names the request's here. */
  variant?: (request: FastifyRequest) => string;
}
