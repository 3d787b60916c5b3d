import { localizeEvent } from '@bar/domain/events/localized';
import { eventImageUrl, eventJsonLd, restaurantJsonLd } from '@bar/domain/site/json-ld';
import { localePagePath } from '@bar/domain/site/pages';
import { jsonLdScriptTag } from '../../../../lib/http/html-escape.js';
import type { SlotFiller } from './slot.js';

/** An absolute URL of a picture the site names by path (`/media/…`). */
const absolute = (url: string, origin: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

/**
 * The home page's schema.org `Restaurant` (from the tenant's branding: brand, address, phone,
 * hours, cuisines, logo, the menu page) and, on the home page and the blog, an `Event` per
 * upcoming event (the blog's read), in the page's language: `application/ld+json` blocks
 * after the page's data.
 */
export const jsonLdSlot: SlotFiller = {
  fill(_body, { page, data: { branding, upcoming }, brand, origin }) {
    const name = brand ?? branding?.name ?? null;
    if (!name) return {};
    const home = `${origin}${localePagePath(page.locale, 'home')}`;
    const postal = branding?.postal ?? {};
    const blocks: object[] = [];
    if (page.page === 'home' && branding) {
      const first = upcoming?.events.find((event) => eventImageUrl(event, origin));
      const firstPicture = first ? eventImageUrl(first, origin) : undefined;
      blocks.push(
        restaurantJsonLd({
          name,
          url: home,
          menuUrl: `${origin}${localePagePath(page.locale, 'menus')}`,
          address: postal,
          telephone: branding.about.contact.phone,
          email: branding.about.contact.email,
          image: branding.logo ? absolute(branding.logo, origin) : firstPicture,
          cuisine: branding.cuisine,
          schedule: branding.about.about.schedule,
        }),
      );
    }
    for (const event of upcoming?.events ?? [])
      blocks.push(
        eventJsonLd(
          localizeEvent(event, page.locale),
          { name, address: postal, url: home },
          upcoming?.timeZone ?? 'UTC',
          origin,
        ),
      );
    return { tail: blocks.map(jsonLdScriptTag).join('') };
  },
};
