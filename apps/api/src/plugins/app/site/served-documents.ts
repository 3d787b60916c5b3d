import type { GalleryItem } from '@bar/domain/gallery/schema';
import type { Locale } from '@bar/domain/locale';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { HeadBlock, HeroEventsBlock, TextsBlock } from '@bar/domain/site/served-blocks';
import { SERVED_THEME_STYLE_ID } from '@bar/domain/styles/theme-css';
import { eventDateLines } from '@bar/i18n/event-date-line';
import { withTenantBrand } from '@bar/i18n/tenant-brand';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import type { FastifyRequest } from 'fastify';
import { jsonScriptTag } from '../../../lib/html-escape.js';
import type { HeroEventList } from '../../../repositories/hero-events.js';
import type { SiteMetadata } from '../../../repositories/site-metadata.js';
import type { SiteTheme } from '../../../repositories/site-theme.js';
import { headTags, injectHead, readPrerenderedHead } from './head-html.js';
import { pageHead, type PrerenderedHead } from './head-meta.js';
import { blogPreloads, fillBlogPoster } from './blog-poster.js';
import { fillGalleryPoster, firstShown, galleryPreloads } from './gallery-poster.js';
import { fillHeroPoster, heroPreload } from './hero-preload.js';
import { type HtmlDocument, htmlDocument } from './html-documents.js';
import { fillMenu, requestedTab } from './menu-html.js';
import { siteRoute } from './page-routes.js';
import { fillTexts } from './served-texts.js';
import { fillTerms } from './terms-html.js';
import { fillAbout } from './about-html.js';
import { publicOrigin } from './public-origin.js';
import type { BlogCover, SiteBrand, SiteDataCaches, SiteMenu } from './site-data.js';

/**
 * The hero's events plus each one's date line in the page's language: the browser then shows
 * them without creating a date formatter (its first one loads the time-zone and calendar data,
 * tens of milliseconds of a phone's main thread while the page starts).
 */
function heroBlock(hero: HeroEventList, locale: Locale): HeroEventsBlock {
  return { ...hero, dateLines: eventDateLines(hero.events, locale, hero.timeZone) };
}

/** Rendered documents kept (tenants × hosts × routes); the oldest go first beyond this. */
const MAX_RENDERED = 2_000;

interface Rendered {
  metadata: SiteMetadata | null;
  hero: HeroEventList | null;
  theme: SiteTheme | null;
  menu: SiteMenu | null;
  gallery: GalleryItem[] | null;
  blog: BlogCover | null;
  branding: SiteBrand | null;
  /** When the page reads differently (the about page's "open now"), if it ever does. */
  expires: number | null;
  texts: FlatMessages | null;
  document: HtmlDocument;
}

export interface ServedDocuments {
  /** The document for a prerendered route, with this tenant's head (null: no such file). */
  get(request: FastifyRequest, route: string): Promise<HtmlDocument | null>;
  clear(): void;
}

/**
 * The prerendered pages as served: each page's head from the tenant's metadata over the
 * bundled texts, the tenant's theme as a style sheet, plus the JSON blocks the client reads,
 * under the page policy `directives` (with its inline scripts' hashes, html-documents). A
 * rendering is kept until the data it came from is replaced in the caches (same objects → same
 * page, same ETag, same compressed bodies), so the store is read at most once per TTL and the
 * page built once per change.
 */
export function servedDocuments(
  templates: Map<string, string>,
  data: SiteDataCaches,
  directives: Record<string, string[]>,
): ServedDocuments {
  const prerendered = new Map<string, PrerenderedHead>();
  // Outside a locale (`/index.html`, /logout-complete): served as built.
  const plain = new Map<string, HtmlDocument>();
  for (const [route, html] of templates) {
    if (siteRoute(route)) prerendered.set(route, readPrerenderedHead(html));
    else plain.set(route, htmlDocument(html, directives));
  }
  const rendered = new Map<string, Rendered>();

  return {
    async get(request, route) {
      const template = templates.get(route);
      const page = siteRoute(route);
      if (!template || !page) return plain.get(route) ?? null;
      const isMenu = page.path === '/menus';
      const isGallery = page.path === '/galeria';
      const isBlog = page.path === '/blog';
      const isTerms = page.path === '/terminos';
      const isAbout = page.path === '/sobrenosotros';
      const now = Date.now();
      const [metadata, hero, theme, menu, branding, gallery, blog, texts] = await Promise.all([
        data.metadata(request.tenant, request.docs),
        page.home ? data.hero(request.tenant, request.docs) : null,
        data.theme(request.tenant, request.docs),
        isMenu ? data.menu(request.tenant, request.docs, page.locale) : null,
        data.branding(request.tenant, request.docs, page.locale),
        isGallery ? data.gallery(request.tenant, request.docs) : null,
        isBlog ? data.blogCover(request.tenant, request.docs, request.files) : null,
        data.texts(request.tenant, request.docs, page.locale),
      ]);
      const origin = publicOrigin(request);
      // The menu page opens on the tab its URL names (?tab=cocktail), one rendering per tab.
      const tab = isMenu ? requestedTab(request.url) : null;
      const key = `${request.tenant}\n${origin}\n${route}\n${tab ?? ''}`;
      const hit = rendered.get(key);
      if (
        hit &&
        hit.metadata === metadata &&
        hit.hero === hero &&
        hit.theme === theme &&
        hit.menu === menu &&
        hit.gallery === gallery &&
        hit.blog === blog &&
        hit.branding === branding &&
        hit.texts === texts &&
        (hit.expires === null || now < hit.expires)
      )
        return hit.document;

      // The build's texts name the catalogue's neutral brand: the tenant's own goes in its place.
      const brand = branding?.name ?? null;
      const built = prerendered.get(route)!;
      const branded = brand
        ? {
            ...built,
            title: withTenantBrand(built.title, page.locale, brand),
            description: withTenantBrand(built.description, page.locale, brand),
          }
        : built;
      const head = pageHead(metadata, page, branded, origin);
      // The tenant's theme after app.css, so the first paint wears it (no flash of the seed);
      // the browser then finds nothing to change (@bar/ui apply-theme).
      const blocks = theme?.sheet
        ? [`<style id="${SERVED_THEME_STYLE_ID}">${theme.sheet}</style>`]
        : [];
      blocks.push(
        jsonScriptTag(SERVED_BLOCK_IDS.head, {
          locale: page.locale,
          pages: { [page.path]: head },
        } satisfies HeadBlock),
      );
      if (page.home && hero)
        blocks.push(jsonScriptTag(SERVED_BLOCK_IDS.heroEvents, heroBlock(hero, page.locale)));
      // The tenant's texts first, into the build's own markup (before any tenant content is in).
      const filledTexts = fillTexts(template, page.locale, texts ?? {}, brand);
      if (filledTexts)
        blocks.push(
          jsonScriptTag(SERVED_BLOCK_IDS.texts, {
            locale: page.locale,
            texts: filledTexts.texts,
          } satisfies TextsBlock),
        );
      const withTexts = filledTexts?.html ?? template;
      let body = page.home ? fillHeroPoster(withTexts, hero) : withTexts;
      if (isBlog) body = fillBlogPoster(body, blog);
      const galleryFirst = isGallery ? firstShown(page.locale, gallery) : undefined;
      if (isGallery) body = fillGalleryPoster(body, galleryFirst);
      if (isTerms && branding) {
        const filled = fillTerms(body, page.locale, branding.terms, filledTexts?.texts);
        body = filled.html;
        blocks.push(filled.tail);
      }
      let expires: number | null = null;
      if (isAbout && branding) {
        const filled = fillAbout(body, page.locale, branding.about, filledTexts?.texts, now);
        body = filled.html;
        blocks.push(filled.tail);
        expires = filled.until;
      }
      let menuPreloads = '';
      if (menu && tab) {
        const filled = fillMenu(body, menu.view, tab, menu.brand, `${origin}${route}`);
        body = filled.html;
        blocks.push(filled.tail);
        menuPreloads = filled.preloads;
      }
      const html = injectHead(body, {
        tags:
          headTags(head) +
          heroPreload(hero) +
          menuPreloads +
          (isBlog ? blogPreloads(blog, page.locale) : '') +
          (isGallery ? galleryPreloads(page.locale, galleryFirst) : ''),
        tail: blocks.join(''),
      });
      const document = htmlDocument(html, directives);
      rendered.delete(key);
      rendered.set(key, {
        metadata,
        hero,
        theme,
        menu,
        gallery,
        blog,
        branding,
        texts,
        expires,
        document,
      });
      if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
      return document;
    },
    clear: () => rendered.clear(),
  };
}
