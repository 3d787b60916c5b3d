import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { HeadBlock } from '@bar/domain/site/served-blocks';
import { bundledBrand, withTenantBrand } from '@bar/i18n/tenant-brand';
import { eventPicture, mediaUrlFor } from '@bar/domain/events/media';
import { localizeEvent } from '@bar/domain/events/localized';
import { jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { headTags } from '../head-html.js';
import { pageHead } from '../head-meta.js';
import type { SlotContext, SlotFiller } from './slot.js';

/** The site's own picture (the app icon), when the tenant has no logo. */
const DEFAULT_SHARED_IMAGE = '/icons/pwa/icon-512.png';

/** The home page's default picture: the hero's first event; every page's: the tenant's logo. */
function sharedImage(
  page: SlotContext['page'],
  hero: SlotContext['data']['hero'],
  branding: SlotContext['data']['branding'],
  brand: string | null,
): { url: string; alt: string } {
  const event = page.page === 'home' ? hero?.events[0] : undefined;
  const picture = event ? eventPicture(event) : null;
  if (event && picture)
    return { url: mediaUrlFor(picture, 1280), alt: localizeEvent(event, page.locale).title };
  const name = brand ?? bundledBrand(page.locale);
  return { url: branding?.logo ?? DEFAULT_SHARED_IMAGE, alt: name };
}

/**
 * Every page: its head from the tenant's metadata over the build's texts (which name the
 * catalogue's neutral brand: the tenant's own goes in its place), and that head in `bar-head`.
 */
export const headSlot: SlotFiller = {
  fill(_body, { page, built, brand, data: { metadata, branding, hero }, origin }) {
    const branded = brand
      ? {
          ...built,
          title: withTenantBrand(built.title, page.locale, brand),
          description: withTenantBrand(built.description, page.locale, brand),
        }
      : built;
    const head = pageHead(
      metadata,
      page,
      branded,
      origin,
      sharedImage(page, hero, branding, brand),
    );
    const block: HeadBlock = {
      locale: page.locale,
      pages: { [page.path]: head },
      ...(branding ? { siteUpdatedAt: branding.updatedAt } : {}),
    };
    return { head: headTags(head), tail: jsonScriptTag(SERVED_BLOCK_IDS.head, block) };
  },
};
