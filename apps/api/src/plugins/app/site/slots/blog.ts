import { EVENT_CARD_IMAGE_SIZES } from '@bar/domain/events/constants';
import type { Locale } from '@bar/domain/locale';
import {
  type MediaLike,
  mediaObjectPosition,
  mediaSrcSet,
  mediaUrlFor,
} from '@bar/domain/events/media';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fetchPreload, imagePreload } from '../preload-tags.js';
import type { BlogCover, UpcomingEvents } from '../site-data.js';
import { localizeEvent } from '@bar/domain/events/localized';
import { eventDateLines } from '@bar/i18n/event-date-line';
import { fillServedSlot } from './served-slot.js';
import type { SlotFiller } from './slot.js';

/** The blog's two reads in `locale`, with the date lines (the URLs the page itself asks). */
const blogReads = (locale: Locale) =>
  (['upcoming', 'past'] as const)
    .map((when) => fetchPreload(`/api/events?when=${when}&amp;locale=${locale}`))
    .join('');

/**
 * The blog's two reads (GET /api/events, apps/web features/blog), which the page's own requests
 * then use, and its first card's picture (the page's largest paint), as the same srcset and
 * sizes the card renders: the picture downloads while the scripts load instead of after them.
 */
export function blogPreloads(cover: BlogCover | null, locale: Locale): string {
  if (!cover) return blogReads(locale);
  const { picture } = cover;
  return (
    blogReads(locale) +
    imagePreload(mediaUrlFor(picture, 640), mediaSrcSet(picture), EVENT_CARD_IMAGE_SIZES)
  );
}

/** The card picture's attributes, as EventPicture renders them (apps/web features/blog). */
function cardImageAttributes(picture: MediaLike): string {
  const srcset = mediaSrcSet(picture);
  const position = mediaObjectPosition(picture);
  return [
    `src="${escapeHtml(mediaUrlFor(picture, 640))}"`,
    srcset ? `srcset="${escapeHtml(srcset)}" sizes="${EVENT_CARD_IMAGE_SIZES}"` : '',
    position ? `style="object-position:${escapeHtml(position)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The hidden first-card frame the prerendered blog carries while its lists load. */
const POSTER = /<li hidden="" data-blog-poster="">([\s\S]*?)<img alt="" hidden=""\/>/;

/**
 * Shows the blog's first card picture in the loading page's hidden first-card frame, so it
 * paints with the HTML: the page's largest paint no longer waits for the scripts and the read.
 * The frame is the first card's own picture element (apps/web EventSections): marked with the
 * event's id, the card keeps it when it arrives, so the picture is painted once. It carries, when the
 * stored file tells, the orientation the card gives it, so it sits in the frame the same way
 * from the first paint. Unchanged when the soonest event has no picture.
 */
export function fillBlogPoster(html: string, cover: BlogCover | null): string {
  if (!cover) return html;
  const { picture } = cover;
  // The card sets data-orientation once its picture has loaded (a landscape one fills the frame).
  const orientation = cover.orientation ? ` data-orientation="${cover.orientation}"` : '';
  return html.replace(
    POSTER,
    (_match, frame: string) =>
      `<li data-blog-poster="${escapeHtml(cover.id)}">${frame.replace('<div class="event-picture">', `<div class="event-picture"${orientation}>`)}<img alt="" ${cardImageAttributes(picture)} fetchpriority="high"/>`,
  );
}

/** How many upcoming cards the served blog lists (title, date, link). */
export const SERVED_BLOG_CARDS = 3;

/**
 * The blog's first upcoming cards, their titles (linked to the card's anchor) and date lines in
 * the page's language, in the upcoming list's served element (apps/web EventSections): the
 * page reads without scripts; the cards take its place once the lists are read.
 */
export function fillBlogCards(
  html: string,
  upcoming: UpcomingEvents | null,
  locale: Locale,
): string {
  const events = (upcoming?.events ?? [])
    .slice(0, SERVED_BLOG_CARDS)
    .map((event) => localizeEvent(event, locale));
  if (events.length === 0) return html;
  const { lines } = eventDateLines(events, locale, upcoming?.timeZone);
  const cards = events
    .map(
      (event) =>
        `<li><h3 class="event-card__title"><a href="/${locale}/blog#${escapeHtml(event.slug)}">${escapeHtml(event.title)}</a></h3><p class="event-card__when">${escapeHtml(lines[event.id] ?? event.date)}</p></li>`,
    )
    .join('');
  return fillServedSlot(html, 'blog', `<ul class="blog-served__list">${cards}</ul>`);
}

/** The blog: the first card's picture in the markup and preloaded, the first cards' texts. */
export const blogSlot: SlotFiller = {
  fill: (body, { page, data: { blogCover, upcoming } }) => ({
    body: fillBlogCards(fillBlogPoster(body, blogCover), upcoming, page.locale),
    head: blogPreloads(blogCover, page.locale),
  }),
};
