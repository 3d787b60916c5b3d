import type { Locale } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { type EventsRead, useBlogEvents } from '../api/use-blog-events';
import { EventCard, type EventCardVariant } from './event-card';
import { PastEventReview } from './past-event-review';
import '../blog.css';

type EventSectionProps = { variant: EventCardVariant; read: EventsRead; locale: Locale };

/**
 * While the lists load, the first card's frame, hidden: the API fills it with the soonest
 * upcoming event's picture in the served page (plugins/app/site/blog-poster), so the page's
 * largest paint arrives with the HTML instead of after the scripts and the read. Same classes
 * as a card, so the picture sits exactly where the first card then shows it; React leaves the
 * attributes it did not render alone when it hydrates.
 */
function FirstPicturePoster({ variant }: { variant: EventCardVariant }) {
  return (
    <ul className="event-list" aria-hidden="true">
      <li hidden data-blog-poster="">
        <div className="event-card" data-variant={variant}>
          <div className="event-picture">
            <img alt="" hidden />
          </div>
        </div>
      </li>
    </ul>
  );
}

/** One list of the blog: loading text, then its cards or its empty message. */
function EventSection({ variant, read, locale }: EventSectionProps) {
  const { t } = useTranslation();
  const headingId = `blog-${variant}`;
  return (
    <section
      className="blog-section"
      aria-labelledby={headingId}
      aria-busy={read.status === 'loading'}
    >
      <h2 id={headingId}>
        {t(variant === 'upcoming' ? 'blog.upcoming.title' : 'blog.past.title')}
      </h2>
      {read.status === 'loading' ? (
        <>
          <FirstPicturePoster variant={variant} />
          <p className="blog-section__note" role="status">
            {t('blog.loading')}
          </p>
        </>
      ) : read.events.length === 0 ? (
        <p className="blog-section__note">
          {t(variant === 'upcoming' ? 'blog.upcoming.empty' : 'blog.past.empty')}
        </p>
      ) : (
        <ul className="event-list">
          {read.events.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                variant={variant}
                locale={locale}
                eager={variant === 'upcoming' && index === 0}
                review={
                  variant === 'past' ? <PastEventReview event={event} locale={locale} /> : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
  return (
    <div className="blog-lists">
      {loading ? (
        <EventSection variant="upcoming" read={{ status: 'loading' }} locale={locale} />
      ) : (
        <>
          <EventSection variant="upcoming" read={upcoming} locale={locale} />
          <EventSection variant="past" read={past} locale={locale} />
        </>
      )}
    </div>
  );
}
