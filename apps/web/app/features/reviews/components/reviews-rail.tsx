import type { Locale } from '@bar/i18n';
import type { ReviewCard } from '@bar/client/endpoints/surveys';
import { Carousel, type CarouselSlide } from '@bar/ui/widgets/carousel/carousel';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useTextGroups } from '../../../lib/use-site-i18n';
import { useReviews } from '../api/use-reviews';

/**
 * The rail's states (spec §4): loading, then the list, or empty (also after a logged error).
 * Loaded with import(): it brings the carousel's texts along.
 */
function ReviewsRail({ locale }: { locale: Locale }) {
  useTextGroups(['ui:carousel']);
  const { t } = useTranslation();
  const read = useReviews(locale);
  if (read.status === 'loading') {
    return <p className="reviews-rail__status">{t('reviews.loading')}</p>;
  }
  const items = read.status === 'ready' ? read.items : [];
  if (items.length === 0) return <p className="reviews-rail__status">{t('reviews.empty')}</p>;
  const slides: CarouselSlide[] = items.map((review) => ({
    id: review.id,
    kind: 'content',
    content: <ReviewCardView review={review} />,
  }));
  return (
    <Carousel
      className="reviews-rail__carousel"
      slides={slides}
      label={t('reviews.title')}
      aspectRatio="auto"
    />
  );
}

function ReviewCardView({ review }: { review: ReviewCard }) {
  const { t } = useTranslation();
  return (
    <figure className="reviews-rail__card">
      <blockquote className="reviews-rail__comment" lang={review.locale}>
        {review.comment}
      </blockquote>
      <figcaption className="reviews-rail__author">
        <span>{review.name || t('reviews.anonymous')}</span>
        {review.rating ? (
          <span
            className="reviews-rail__stars"
            role="img"
            aria-label={t('reviews.stars', { count: review.rating })}
          >
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

export default ReviewsRail;
