import type { FastifyBaseLogger } from 'fastify';
import { type HeroEventList, loadHeroEvents } from '../../../repositories/hero-events.js';
import { loadSiteMetadata, type SiteMetadata } from '../../../repositories/site-metadata.js';
import { loadSiteTheme, type SiteTheme } from '../../../repositories/site-theme.js';
import type { DocumentStore } from '../../../stores/document-store.js';
import type { MenuView } from '@bar/domain/catalog/menu-view';
import { readMenuView } from '../../../repositories/catalog.js';
import { listGallery } from '../../../repositories/gallery.js';
import type { GalleryItem } from '@bar/domain/gallery/schema';
import { latest, readEffectiveBranding } from '../../../repositories/branding.js';
import { readEffectiveStyles } from '../../../repositories/styles.js';
import { readEffectiveSettings } from '../../../repositories/settings.js';
import { PAGE_SEGMENTS, pagesSwitchedOff } from '@bar/domain/site/pages';
import { type Clock, TtlCache } from '../../../lib/cache/ttl-cache.js';
import { todayIn } from '@bar/domain/events/dates';
import { EVENTS_QUERY_LIMIT } from '@bar/domain/events/constants';
import type { ImageOrientation } from '@bar/domain/events/image-orientation';
import { eventPicture, type MediaLike, mediaUrlFor } from '@bar/domain/events/media';
import { storedImageOrientation } from '../../../lib/media/images.js';
import type { BlobStore } from '../../../stores/blobs/blob-store.js';
import type { Event } from '@bar/domain/events/schema';
import type { ReviewCard } from '@bar/domain/surveys/schema';
import { listReviews } from '../../../repositories/surveys.js';
import { listUpcoming, tenantTimeZone } from '../../../repositories/events.js';
import { readPublicDictionary } from '../../../repositories/translations.js';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { type TermsData, termsOf } from '@bar/domain/branding/terms';
import { type About, type AboutContact, addressOf, readAbout } from '@bar/domain/branding/about';
import type { PostalParts } from '@bar/domain/site/json-ld';

/**
 * How long a tenant's metadata, hero events and theme are reused before the store is read
 * again: a change made in the back office shows on the next fetch after at most this long (the
 * brief: within a minute; the page's own Cache-Control asks browsers to revalidate every time).
 */
export const SITE_DATA_TTL_MS = 30_000;
/** After a failed read the page goes out without that data; try again sooner than the TTL. */
const FAILED_READ_TTL_MS = 5_000;

/** null: the read failed (already logged), serve the prerendered defaults. */
export interface SiteDataCaches {
  metadata(tenant: string, docs: DocumentStore): Promise<SiteMetadata | null>;
  hero(tenant: string, docs: DocumentStore): Promise<HeroEventList | null>;
  theme(tenant: string, docs: DocumentStore): Promise<SiteTheme | null>;
  /** The guest menu of a locale and the brand it is served under (the menu page). */
  menu(tenant: string, docs: DocumentStore, locale: MenuLocale): Promise<SiteMenu | null>;
  /** The gallery's pictures, hidden ones included (the gallery page preloads the first shown). */
  gallery(tenant: string, docs: DocumentStore): Promise<GalleryItem[] | null>;
  /** The picture of the blog's first card (the soonest upcoming event's), to preload it. */
  blogCover(tenant: string, docs: DocumentStore, files: BlobStore): Promise<BlogCover | null>;
  /** The blog's upcoming events (GET /api/events?when=upcoming), soonest first, in the tenant's zone. */
  upcoming(tenant: string, docs: DocumentStore): Promise<UpcomingEvents | null>;
  /** The reviews rail's newest cards in a locale (GET /api/reviews?locale=&limit=). */
  reviews(tenant: string, docs: DocumentStore, locale: MenuLocale): Promise<ReviewCard[] | null>;
  /** The paths (`/reservas`) of the pages the tenant's feature flags switch off. */
  switchedOff(tenant: string, docs: DocumentStore): Promise<ReadonlySet<string>>;
  /** What every page and the terms page take from the tenant's branding in a locale. */
  branding(tenant: string, docs: DocumentStore, locale: MenuLocale): Promise<SiteBrand | null>;
  /** The tenant's public dictionary of a locale (GET /api/out/rdd/i18n/:lang's answer). */
  texts(tenant: string, docs: DocumentStore, locale: MenuLocale): Promise<FlatMessages | null>;
  /** Drops one tenant's data: its next page reads the store again. */
  forget(tenant: string): void;
  clear(): void;
}

export type MenuLocale = 'es' | 'en' | 'fr';
export interface BlogCover {
  /** The soonest upcoming event, whose card (the first) shows the picture. */
  id: string;
  picture: MediaLike;
  /** How the card will sit the picture in its frame, when the stored file tells. */
  orientation: ImageOrientation | null;
}
/** How many reviews the served home page shows in its rail (the newest). */
export const SERVED_REVIEWS = 3;

export interface UpcomingEvents {
  timeZone: string;
  events: Event[];
}
export interface SiteBrand {
  /** The tenant's brand name (the head of every page, its texts), null when blank. */
  name: string | null;
  /** The terms page's data: the terms, the privacy notice and the contact. */
  terms: TermsData;
  /** The about page's reading (with the zone of the tenant's settings) and contact. */
  about: { about: About; contact: AboutContact };
  /** The contact's address in its parts, the logo and cuisines (the home page's JSON-LD). */
  postal: PostalParts;
  logo: string | null;
  cuisine: string[];
  /**
   * The latest change among the locale's branding, the settings and the styles: the `updatedAt`
   * GET /api/bss-effective answers for the same locale, so the browser can tell that its session
   * copy predates this page.
   */
  updatedAt: string;
}
export interface SiteMenu {
  view: MenuView;
  brand: string;
}

const stringField = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact's address fields as strings (a stored document may hold anything there). */
function postalOf(address: Record<string, unknown>): PostalParts {
  const keys = ['street', 'number', 'interior', 'city', 'state', 'zip', 'country'] as const;
  return Object.fromEntries(keys.map((key) => [key, stringField(address[key])]));
}

/** The cuisines the company names (`company.cuisine`: a text, comma separated, or a list). */
function cuisineOf(company: Record<string, unknown>): string[] {
  const value = company.cuisine ?? company.servesCuisine;
  const list = Array.isArray(value) ? value : stringField(value).split(',');
  return list.map((item) => stringField(item).trim()).filter(Boolean);
}

export function siteDataCaches(clock: Clock, log: FastifyBaseLogger): SiteDataCaches {
  const options = {
    name: 'site-data',
    maxEntries: 500,
    ttlFor: (value: unknown) => (value ? undefined : FAILED_READ_TTL_MS),
  };
  const metadata = new TtlCache<SiteMetadata | null>(SITE_DATA_TTL_MS, clock, options);
  const hero = new TtlCache<HeroEventList | null>(SITE_DATA_TTL_MS, clock, options);
  const theme = new TtlCache<SiteTheme | null>(SITE_DATA_TTL_MS, clock, options);
  const menu = new TtlCache<SiteMenu | null>(SITE_DATA_TTL_MS, clock, options);
  const gallery = new TtlCache<GalleryItem[] | null>(SITE_DATA_TTL_MS, clock, options);
  const gates = new TtlCache<ReadonlySet<string> | null>(SITE_DATA_TTL_MS, clock, options);
  const blog = new TtlCache<BlogCover | null>(SITE_DATA_TTL_MS, clock, options);
  const upcoming = new TtlCache<UpcomingEvents | null>(SITE_DATA_TTL_MS, clock, options);
  const reviews = new TtlCache<ReviewCard[] | null>(SITE_DATA_TTL_MS, clock, options);
  const brand = new TtlCache<SiteBrand | null>(SITE_DATA_TTL_MS, clock, options);
  const texts = new TtlCache<FlatMessages | null>(SITE_DATA_TTL_MS, clock, options);
  const menuKeys = (tenant: string) => (['es', 'en', 'fr'] as const).map((l) => `${tenant}\n${l}`);
  const guarded =
    <T>(what: string, tenant: string, load: () => Promise<T>) =>
    async (): Promise<T | null> => {
      try {
        return await load();
      } catch (err) {
        log.warn({ err, tenant }, `site: reading the ${what} failed; serving the page without it`);
        return null;
      }
    };

  /** The blog's read (GET /api/events?when=upcoming, default limit): its cards and the cover. */
  const readUpcoming: SiteDataCaches['upcoming'] = (tenant, docs) =>
    upcoming.get(
      tenant,
      guarded('upcoming events', tenant, async () => {
        const timeZone = await tenantTimeZone(docs);
        const events = await listUpcoming(
          docs,
          { today: todayIn(timeZone), timeZone, limit: EVENTS_QUERY_LIMIT },
          (err) => log.warn({ err, tenant }, 'site: upcoming events read by date failed'),
        );
        return { timeZone, events };
      }),
    );

  return {
    metadata: (tenant, docs) =>
      metadata.get(
        tenant,
        guarded('metadata', tenant, () => loadSiteMetadata(docs)),
      ),
    hero: (tenant, docs) =>
      hero.get(
        tenant,
        guarded('hero events', tenant, () =>
          loadHeroEvents(docs, (err) =>
            log.warn({ err, tenant }, 'site: hero events read by date failed; reading them all'),
          ),
        ),
      ),
    theme: (tenant, docs) =>
      theme.get(
        tenant,
        guarded('theme', tenant, () => loadSiteTheme(docs)),
      ),
    menu: (tenant, docs, locale) =>
      menu.get(
        `${tenant}\n${locale}`,
        guarded('menu', tenant, async () => {
          const [view, { branding }] = await Promise.all([
            readMenuView(docs, locale),
            readEffectiveBranding(docs, locale),
          ]);
          return { view, brand: branding.company.brandName };
        }),
      ),
    gallery: (tenant, docs) =>
      gallery.get(
        tenant,
        guarded('gallery', tenant, () => listGallery(docs)),
      ),
    blogCover: (tenant, docs, files) =>
      blog.get(
        tenant,
        guarded('blog cover', tenant, async () => {
          // The blog's read, soonest first: its first card shows this event.
          const [first] = (await readUpcoming(tenant, docs))?.events ?? [];
          const picture = first ? eventPicture(first) : null;
          if (!first || !picture) return null;
          const orientation = await storedImageOrientation(files, mediaUrlFor(picture, 640));
          return { id: first.id, picture, orientation };
        }),
      ),
    upcoming: readUpcoming,
    reviews: (tenant, docs, locale) =>
      reviews.get(
        `${tenant}\n${locale}`,
        guarded('reviews', tenant, () =>
          listReviews(docs, locale, SERVED_REVIEWS, (err) =>
            log.warn({ err, tenant }, 'site: reviews read by locale failed'),
          ),
        ),
      ),
    switchedOff: async (tenant, docs) =>
      (await gates.get(
        tenant,
        guarded('feature flags', tenant, async () => {
          const { settings } = await readEffectiveSettings(docs);
          return new Set(
            pagesSwitchedOff(settings.faculties).map((page) => `/${PAGE_SEGMENTS[page]}`),
          );
        }),
      )) ?? new Set<string>(),
    branding: (tenant, docs, locale) =>
      brand.get(
        `${tenant}\n${locale}`,
        guarded('branding', tenant, async () => {
          const [effective, { settings, updatedAt: settingsAt }, { updatedAt: stylesAt }] =
            await Promise.all([
              readEffectiveBranding(docs, locale),
              readEffectiveSettings(docs),
              readEffectiveStyles(docs),
            ]);
          const { branding } = effective;
          const terms = termsOf(branding);
          return {
            name: branding.company.brandName.trim() || null,
            terms,
            about: {
              about: readAbout(branding, settings),
              contact: { ...addressOf(branding), phone: terms.phone, email: terms.email },
            },
            postal: postalOf(branding.contact.address),
            logo: branding.company.Logo.trim() || branding.Logo.trim() || null,
            cuisine: cuisineOf(branding.company),
            updatedAt: latest(effective.updatedAt, settingsAt, stylesAt),
          };
        }),
      ),
    texts: (tenant, docs, locale) =>
      texts.get(
        `${tenant}\n${locale}`,
        guarded('texts', tenant, () => readPublicDictionary(docs, locale)),
      ),
    forget: (tenant) => {
      for (const key of menuKeys(tenant)) {
        menu.delete(key);
        brand.delete(key);
        texts.delete(key);
        reviews.delete(key);
      }
      gates.delete(tenant);
      gallery.delete(tenant);
      blog.delete(tenant);
      upcoming.delete(tenant);
      metadata.delete(tenant);
      hero.delete(tenant);
      theme.delete(tenant);
    },
    clear: () => {
      menu.clear();
      gallery.clear();
      blog.clear();
      upcoming.clear();
      reviews.clear();
      gates.clear();
      brand.clear();
      texts.clear();
      metadata.clear();
      hero.clear();
      theme.clear();
    },
  };
}
