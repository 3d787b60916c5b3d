import type { Event } from '@bar/domain/events/schema';
import { type Locale } from '@bar/i18n';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortMark } from '../hooks/use-short-mark';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { eventPicture, mediaSource } from '@bar/domain/events/media';
import { eventVideo } from '../lib/event-media';
import { EventCtas } from './event-ctas';
import { EventDescription } from './event-description';
import { EventPicture } from './event-picture';
import { EventVideo } from './event-video';
import { ShareLinks } from './share-links';
import '../blog.css';

export type EventCardVariant = 'upcoming' | 'past';

type EventCardProps =
  | {
      event: Event;
      variant: EventCardVariant;
      locale: Locale;
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
  const { t } = useTranslation();
  const textRef = useRef<HTMLDivElement>(null);
  const short = useShortMark(textRef, props.event !== null);
  const titleId = useId();
  // The frame: the same elements as the card's picture, so when the card takes its place it
  // keeps the picture element the API filled (the page's largest paint) instead of painting a
  // new one.
  if (props.event === null)
    return (
      <article className="event-card" data-variant={props.variant}>
        <EventPicture item={null} alt="" />
      </article>
    );
  const { event, variant, locale, eager, review } = props;
  const picture = eventPicture(event);
  const video = eventVideo(event);
  return (
    <article
      id={event.slug}
      className="event-card"
      data-variant={variant}
      data-short={short}
      aria-labelledby={titleId}
    >
      {picture ? <EventPicture item={picture} alt={event.title} eager={eager} /> : null}
      <div className="event-card__body">
        <div ref={textRef} className="event-card__text">
          <h3 id={titleId}>{event.title}</h3>
          <p className="event-card__when">
            <time dateTime={event.startTime ? `${event.date}T${event.startTime}` : event.date}>
              {eventDateLine(event, locale)}
            </time>
          </p>
          {event.location ? <p className="event-card__where">{event.location}</p> : null}
          {event.artist ? (
            <p className="event-card__artist">{t('blog.card.artist', { artist: event.artist })}</p>
          ) : null}
          <EventDescription text={event.description} />
        </div>
        {variant === 'upcoming' ? <EventCtas ctas={event.ctas} locale={locale} /> : null}
        <div className="event-card__tools">
          {video ? (
            <EventVideo
              src={video}
              title={event.title}
              poster={picture ? mediaSource(picture) : undefined}
            />
          ) : null}
          <ShareLinks slug={event.slug} title={event.title} />
        </div>
        {variant === 'past' ? review : null}
      </div>
    </article>
  );
}
