import type { Locale } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { useBlogEvents } from '../api/use-blog-events';
import { EventCard, type EventCardVariant } from './event-card';
import { PastEventReview } from './past-event-review';
import '../blog.css';

/** One list of the blog: loading text, then its cards or its empty message. */
function EventSection({ variant, locale }: { variant: EventCardVariant; locale: Locale }) {
  const { t } = useTranslation();
  const read = useBlogEvents(variant);
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
        <p className="blog-section__note" role="status">
          {t('blog.loading')}
        </p>
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

/** The blog's two lists (visitor-site.md §2 "Blog / events"), read after hydration. */
export function EventSections({ locale }: { locale: Locale }) {
  return (
    <>
      <EventSection variant="upcoming" locale={locale} />
      <EventSection variant="past" locale={locale} />
    </>
  );
}
