import type { Event } from '@bar/domain/events/schema';
import { type Locale } from '@bar/i18n';
import { lazy, type ReactNode, useId, useRef } from 'react';
import { useShortMark } from '../hooks/use-short-mark';
import type { CardMedia } from '../lib/card-media';
import { EventPicture } from './event-picture';
import '../blog.css';

// Everything but the picture comes from a module of its own (the date lines, the linked
// description, the calls to action, the video, the share links): only a card with its event
// shows it, and those arrive after hydration, in a transition that waits for the module, so the
// frame stays until the card can take its place whole. EventSections asks for it at mount.
export const loadEventCardBody = () => import('./event-card-body');
const EventCardBody = lazy(async () => ({ default: (await loadEventCardBody()).EventCardBody }));

export type EventCardVariant = 'upcoming' | 'past';

type EventCardProps =
  | {
      event: Event;
      variant: EventCardVariant;
      locale: Locale;
      /** Its picture and video, worked out with the events' read (cardMedia). */
      media: CardMedia;
      /** The event's date line as the API wrote it; without it the card writes its own. */
      dateLine?: string;
      /** The first card's picture is likely the largest paint: not lazy. */
      eager?: boolean;
      /** The past variant's review panel (the card does not know how reviews are sent). */
      review?: ReactNode;
    }
  | {
      /** The first card's frame while the lists load (EventSections): its picture alone. */
      event: null;
      variant: EventCardVariant;
    };

/**
 * One event of the blog: picture, title, date line, place,
 * artist, description toggle, then the upcoming variant's calls to action or the past variant's
 * review. `id` is the slug, the anchor the share links point at. The text block is marked short
 * (data-short) when it is under 120 px high.
 */
export function EventCard(props: EventCardProps) {
  const textRef = useRef<HTMLDivElement>(null);
  const short = useShortMark(textRef, props.event !== null);
  const titleId = useId();
  // The frame: the same elements as the card's picture, so when the card takes its place it
  // keeps the picture element the API filled (the page's largest paint) instead of painting a
  // new one.
  if (props.event === null)
    return (
      <article className="event-card" data-variant={props.variant}>
        <EventPicture picture={null} alt="" />
      </article>
    );
  const { event, variant, locale, media, dateLine, eager, review } = props;
  const { picture, video } = media;
  return (
    <article
      id={event.slug}
      className="event-card"
      data-variant={variant}
      data-short={short}
      aria-labelledby={titleId}
    >
      {picture ? <EventPicture picture={picture} alt={event.title} eager={eager} /> : null}
      <EventCardBody
        event={event}
        variant={variant}
        locale={locale}
        dateLine={dateLine}
        textRef={textRef}
        titleId={titleId}
        video={video}
        poster={picture?.source}
        review={review}
      />
    </article>
  );
}
