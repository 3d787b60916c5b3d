import type { Locale } from '@bar/i18n';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { servedSlotProps } from '../../../lib/served-data';
import './reviews.css';

const ReviewsRail = lazy(() => import('./reviews-rail'));

/** How far below the viewport the rail starts loading. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * The home page's reviews rail, as cheap as possible until it matters: this slot (a heading
 * and the loading text, at the rail's final height so nothing moves) is all the page's own
 * chunk carries; the carousel, the read and its states load when the slot nears the viewport.
 */
export function ReviewsRailSlot({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const section = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = section.current;
    // Every browser the site supports has IntersectionObserver; without it the rail stays loading.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const loading = <p className="reviews-rail__status">{t('reviews.loading')}</p>;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div ref={section} className="reviews-rail">
      <h2 id="reviews-rail-title" className="reviews-rail__title">
        {t('reviews.title')}
      </h2>
      {near ? (
        <Suspense fallback={loading}>
          <ReviewsRail locale={locale} />
        </Suspense>
      ) : (
        <>
          {loading}
          {/* The API writes the newest reviews here (shown without scripts). */}
          <div className="reviews-rail__served" {...servedSlotProps('reviews')} />
        </>
      )}
    </div>
  );
}
