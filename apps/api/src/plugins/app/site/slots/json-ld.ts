import { localizeEvent } from '@bar/domain/events/localized';
import { eventJsonLd, restaurantJsonLd } from '@bar/domain/site/json-ld';
import { localePagePath } from '@bar/domain/site/pages';
import { jsonLdScriptTag } from '../../../../lib/http/html-escape.js';
import type { SlotFiller } from './slot.js';

/** An absolute URL of a picture the site names by path (`/media/…`). */
const absolute = (url: string, origin: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

/**
 * The home page's schema.org `Restaurant` (from the tenant's branding: brand, address, phone,
 * hours, cuisines, logo, the menu page) and, on the home page and the blog, an `Event` per
 * upcoming event of the hero's read, in the page's language: `application/ld+json` blocks
 * after the page's data.
 */
export const jsonLdSlot: SlotFiller = {
  fill(_body, { page, data: { branding, hero }, brand, origin }) {
    const name = brand ?? branding?.name ?? null;
    if (!name) return {};
    const home = `${origin}${localePagePath(page.locale, 'home')}`;
    const postal = branding?.postal ?? {};
    const blocks: object[] = [];
    if (page.page === 'home' && branding) {
      const firstPicture = hero?.events[0]
        ? eventJsonLd(hero.events[0], { name, address: postal, url: home }, hero.timeZone, origin)
            .image
        : undefined;
      blocks.push(
        restaurantJsonLd({
          name,
          url: home,
          menuUrl: `${origin}${localePagePath(page.locale, 'menus')}`,
          address: postal,
          telephone: branding.about.contact.phone,
          email: branding.about.contact.email,
          image: branding.logo
            ? absolute(branding.logo, origin)
            : (firstPicture as string | undefined),
          cuisine: branding.cuisine,
          schedule: branding.about.about.schedule,
        }),
      );
    }
    for (const event of hero?.events ?? [])
      blocks.push(
        eventJsonLd(
          localizeEvent(event, page.locale),
          { name, address: postal, url: home },
          hero?.timeZone ?? 'UTC',
          origin,
        ),
      );
    return { tail: blocks.map(jsonLdScriptTag).join('') };
  },
};
