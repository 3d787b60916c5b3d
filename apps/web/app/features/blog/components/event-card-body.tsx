import type { Event } from '@bar/domain/events/schema';
import { type Locale } from '@bar/i18n';
import { eventDateLine } from '@bar/i18n/event-date-line';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { EventCtas } from './event-ctas';
import { EventDescription } from './event-description';
import { EventVideo } from './event-video';
import { ShareLinks } from './share-links';

type EventCardBodyProps = {
  event: Event;
  variant: 'upcoming' | 'past';
  locale: Locale;
  /** The API's date line for the event; without it, written here (a date formatter). */
  dateLine?: string;
  /** The text block, which the card measures (data-short). */
  textRef: Ref<HTMLDivElement>;
  titleId: string;
  /** The event's video, and the picture its player shows before it plays. */
  video: string | null;
  poster: string | undefined;
  review?: ReactNode;
};

/**
 * A card's text, calls to action, video, share links and review: everything but its picture,
 * which the card renders itself (EventCard says why). A module of its own, loaded while the
 * lists are read (event-sections.tsx), out of the page's first load.
 */
export function EventCardBody({
  event,
  variant,
  locale,
  dateLine,
  textRef,
  titleId,
  video,
  poster,
  review,
}: EventCardBodyProps) {
  const { t } = useTranslation();
  return (
    <div className="event-card__body">
      <div ref={textRef} className="event-card__text">
        <h3 id={titleId}>{event.title}</h3>
        <p className="event-card__when">
          <time dateTime={event.startTime ? `${event.date}T${event.startTime}` : event.date}>
            {dateLine ?? eventDateLine(event, locale)}
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
        {video ? <EventVideo src={video} title={event.title} poster={poster} /> : null}
        <ShareLinks slug={event.slug} title={event.title} />
      </div>
      {variant === 'past' ? review : null}
    </div>
  );
}
