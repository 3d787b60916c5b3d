import type { Locale } from '@bar/i18n';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { servedSlotProps } from '../../../lib/served-data';
import { type EventsRead, useBlogEvents } from '../api/use-blog-events';
import { EventCard, type EventCardVariant, loadEventCardBody } from './event-card';
import type { CardMedia } from '../lib/card-media';
import '../blog.css';

// The past events' review panel (the form, its fields, the sending): shown with the lists, in
// the transition that brings them, so a module of its own, asked for at mount as the card's is.
const loadPastEventReview = () => import('./past-event-review');
const PastEventReview = lazy(async () => ({
  default: (await loadPastEventReview()).PastEventReview,
}));

const NO_MEDIA: CardMedia = { picture: null, video: null };

type EventSectionProps = { variant: EventCardVariant; read: EventsRead; locale: Locale };

/**
 * The event the API showed in the first card's frame (data-blog-poster, plugins/app/site/
 * blog-poster), read once when the page starts: the frame's key, so the first card keeps the
 * frame's elements when it is that event.
 */
function servedPosterKey(): string {
  if (typeof document === 'undefined') return 'poster';
  return document.querySelector('[data-blog-poster]')?.getAttribute('data-blog-poster') || 'poster';
}

/**
 * One list of the blog: loading text, then its cards or its empty message.
 *
 * While the lists load, the first card's frame stands in, hidden: the API fills it with the
 * soonest upcoming event's picture in the served page, so the page's largest paint arrives with
 * the HTML instead of after the scripts and the read. It is the first card's own elements (an
 * EventCard without its event, keyed by the event the API chose), so when that card arrives
 * React keeps the picture element and only adds the rest: the picture neither paints again nor
 * moves. React leaves the attributes it did not render alone when it hydrates.
 */
function EventSection({ variant, read, locale }: EventSectionProps) {
  const { t } = useTranslation();
  const [posterKey] = useState(servedPosterKey);
  const headingId = `blog-${variant}`;
  const loading = read.status === 'loading';
  return (
    <section className="blog-section" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        {t(variant === 'upcoming' ? 'blog.upcoming.title' : 'blog.past.title')}
      </h2>
      {!loading && read.events.length === 0 ? (
        <p className="blog-section__note">
          {t(variant === 'upcoming' ? 'blog.upcoming.empty' : 'blog.past.empty')}
        </p>
      ) : (
        <ul className="event-list" aria-hidden={loading || undefined}>
          {loading
            ? [
                <li key={posterKey} hidden data-blog-poster="">
                  <EventCard event={null} variant={variant} />
                </li>,
              ]
            : read.events.map((event, index) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    variant={variant}
                    locale={locale}
                    media={read.media[event.id] ?? NO_MEDIA}
                    dateLine={read.dateLines?.lines[event.id]}
                    eager={variant === 'upcoming' && index === 0}
                    review={
                      variant === 'past' ? <PastEventReview event={event} locale={locale} /> : null
                    }
                  />
                </li>
              ))}
        </ul>
      )}
      {loading && variant === 'upcoming' ? (
        // The API writes the first cards' titles, dates and links here (shown without scripts).
        <div className="blog-served" {...servedSlotProps('blog')} />
      ) : null}
      {loading ? (
        <p className="blog-section__note" role="status">
          {t('blog.loading')}
        </p>
      ) : null}
    </section>
  );
}

const LOADING: EventsRead = { status: 'loading' };

/**
 * The blog's two lists, read after hydration. Until both
 * are read one loading section stands in (the footer waits below the fold, see blog.css); then
 * both lists arrive together, so nothing the visitor sees is pushed down by a list that loaded
 * before the other.
 */
export function EventSections({ locale }: { locale: Locale }) {
  const upcoming = useBlogEvents('upcoming', locale);
  const past = useBlogEvents('past', locale);
  const loading = upcoming.status === 'loading' || past.status === 'loading';
  // The cards' modules come while the lists are read, not after.
  // Prefetches: when one fails (offline), rendering the card asks again and says so.
  useEffect(() => {
    loadEventCardBody().catch(() => undefined);
    loadPastEventReview().catch(() => undefined);
  }, []);
  return (
    <div className="blog-lists">
      <EventSection variant="upcoming" read={loading ? LOADING : upcoming} locale={locale} />
      {loading ? null : <EventSection variant="past" read={past} locale={locale} />}
    </div>
  );
}
