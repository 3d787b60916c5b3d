import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { servedSlotProps } from '../../../lib/served-data';
import { HeroFrame } from './hero-frame';

// Only the empty state with a video shows it, never the first render: out of the first load.
const BackgroundMedia = lazy(async () => ({
  default: (await import('@bar/ui/media/background-media')).BackgroundMedia,
}));

type HeroPlaceholderProps = {
  status: 'loading' | 'empty';
  /** Empty state only: an optional background video (file or YouTube link). */
  emptyVideo?: string;
};

/** Loading text, or the empty state ('Próximamente', with an optional background video). */
export function HeroPlaceholder({ status, emptyVideo }: HeroPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <HeroFrame aria-busy={status === 'loading'}>
      <div className="hero__box hero__box--message">
        {status === 'empty' && emptyVideo ? (
          <Suspense>
            <BackgroundMedia src={emptyVideo} className="hero__background" />
          </Suspense>
        ) : null}
        {status === 'loading' ? (
          // The API fills this poster with the opening picture when it serves the page, so the
          // page's largest paint comes with the HTML; React keeps attributes it did not render.
          <img className="hero__poster" alt="" data-hero-poster="" hidden />
        ) : null}
        {status === 'loading' ? (
          <p className="hero__message" role="status">
            {t('hero.loading')}
          </p>
        ) : (
          <div className="hero__message">
            <h2>{t('hero.emptyTitle')}</h2>
            <p>{t('hero.emptyText')}</p>
          </div>
        )}
        {/* The API writes the first event's title and call to action here (shown without scripts). */}
        {status === 'loading' ? (
          <div className="hero__served" {...servedSlotProps('hero')} />
        ) : null}
      </div>
    </HeroFrame>
  );
}
