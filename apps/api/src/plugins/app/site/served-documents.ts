import type { Locale } from '@bar/domain/locale';
import {
  readsOf,
  type ServedRead,
  type ServedSlotName,
  slotsOf,
} from '@bar/domain/site/served-page';
import type { FastifyRequest } from 'fastify';
import { injectHead, readPrerenderedHead } from './head-html.js';
import type { PrerenderedHead } from './head-meta.js';
import { type HtmlDocument, htmlDocument } from './html-documents.js';
import { siteRoute, type SiteRoute } from './page-routes.js';
import { publicOrigin } from './public-origin.js';
import type { SiteDataCaches } from './site-data.js';
import { SLOT_FILLERS } from './slots/index.js';
import type { SlotContext, SlotData } from './slots/slot.js';

/** How each read of the served-page table is made, through the site's caches. */
const READS: {
  [R in ServedRead]: (
    data: SiteDataCaches,
    request: FastifyRequest,
    locale: Locale,
  ) => Promise<SlotData[R]>;
} = {
  metadata: (data, { tenant, docs }) => data.metadata(tenant, docs),
  theme: (data, { tenant, docs }) => data.theme(tenant, docs),
  branding: (data, { tenant, docs }, locale) => data.branding(tenant, docs, locale),
  texts: (data, { tenant, docs }, locale) => data.texts(tenant, docs, locale),
  hero: (data, { tenant, docs }) => data.hero(tenant, docs),
  menu: (data, { tenant, docs }, locale) => data.menu(tenant, docs, locale),
  gallery: (data, { tenant, docs }) => data.gallery(tenant, docs),
  blogCover: (data, { tenant, docs, files }) => data.blogCover(tenant, docs, files),
  upcoming: (data, { tenant, docs }) => data.upcoming(tenant, docs),
  reviews: (data, { tenant, docs }, locale) => data.reviews(tenant, docs, locale),
};

const NOTHING_READ: SlotData = {
  metadata: null,
  theme: null,
  branding: null,
  texts: null,
  hero: null,
  menu: null,
  gallery: null,
  blogCover: null,
  upcoming: null,
  reviews: null,
};

/** A prerendered page of a locale and what serving it takes, worked out once at start. */
interface PagePlan {
  page: SiteRoute;
  built: PrerenderedHead;
  slots: ServedSlotName[];
  reads: ServedRead[];
  /** The slots that serve the page in variants (the menu's tabs). */
  variants: ServedSlotName[];
}

/** Rendered documents kept (tenants × hosts × routes); the oldest go first beyond this. */
const MAX_RENDERED = 2_000;

interface Rendered {
  /** What was read, in the plan's order: the same objects again mean the same page. */
  values: unknown[];
  /** When the page reads differently (the about page's "open now"), if it ever does. */
  expires: number | null;
  document: HtmlDocument;
}

export interface ServedDocuments {
  /** The document for a prerendered route, with this tenant's head (null: no such file). */
  get(request: FastifyRequest, route: string): Promise<HtmlDocument | null>;
  clear(): void;
}

/**
 * The prerendered pages as served, slot by slot as the served-page table lists them
 * (@bar/domain/site/served-page; one filler per slot in ./slots): each page reads the tenant
 * data its slots need, once each, then every slot writes its part (markup, head tags, JSON
 * blocks), under the page policy `directives` (with its inline scripts' hashes, html-documents).
 * A rendering is kept until the data it came from is replaced in the caches (same objects →
 * same page, same ETag, same compressed bodies), so the store is read at most once per TTL and
 * the page built once per change.
 */
export function servedDocuments(
  templates: Map<string, string>,
  data: SiteDataCaches,
  directives: Record<string, string[]>,
): ServedDocuments {
  const plans = new Map<string, PagePlan>();
  // Outside a locale (`/index.html`, /logout-complete): served as built.
  const plain = new Map<string, HtmlDocument>();
  for (const [route, html] of templates) {
    const page = siteRoute(route);
    if (!page) {
      plain.set(route, htmlDocument(html, directives));
      continue;
    }
    const slots = slotsOf(page.page);
    plans.set(route, {
      page,
      built: readPrerenderedHead(html),
      slots,
      reads: readsOf(page.page),
      variants: slots.filter((name) => SLOT_FILLERS[name].variant),
    });
  }
  const rendered = new Map<string, Rendered>();

  return {
    async get(request, route) {
      const template = templates.get(route);
      const plan = plans.get(route);
      if (!template || !plan) return plain.get(route) ?? null;
      const { page } = plan;
      const now = Date.now();
      const values: unknown[] = await Promise.all(
        plan.reads.map((read) => READS[read](data, request, page.locale)),
      );
      const origin = publicOrigin(request);
      const variant = Object.fromEntries(
        plan.variants.map((name) => [name, SLOT_FILLERS[name].variant!(request)]),
      );
      const key = [request.tenant, origin, route, ...Object.values(variant)].join('\n');
      const hit = rendered.get(key);
      if (
        hit &&
        hit.values.every((value, index) => value === values[index]) &&
        (hit.expires === null || now < hit.expires)
      )
        return hit.document;

      const read: SlotData = { ...NOTHING_READ };
      plan.reads.forEach((name, index) => {
        (read as Record<ServedRead, unknown>)[name] = values[index];
      });
      const context: SlotContext = {
        request,
        route,
        page,
        origin,
        now,
        data: read,
        built: plan.built,
        brand: read.branding?.name ?? null,
        shownTexts: undefined,
        variant: null,
      };
      let body = template;
      let tags = '';
      const tail: string[] = [];
      let expires: number | null = null;
      for (const name of plan.slots) {
        const result = SLOT_FILLERS[name].fill(body, {
          ...context,
          variant: variant[name] ?? null,
        });
        if (result.body !== undefined) body = result.body;
        if (result.head) tags += result.head;
        if (result.tail) tail.push(result.tail);
        if (result.shownTexts) context.shownTexts = result.shownTexts;
        if (result.expires != null) expires = Math.min(expires ?? result.expires, result.expires);
      }
      const document = htmlDocument(injectHead(body, { tags, tail: tail.join('') }), directives);
      rendered.delete(key);
      rendered.set(key, { values, expires, document });
      if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
      return document;
    },
    clear: () => rendered.clear(),
  };
}
