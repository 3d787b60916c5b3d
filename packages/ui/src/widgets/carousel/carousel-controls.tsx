import { useUiTranslation } from '../../i18n/ui-i18n';
import type { useCarousel } from './use-carousel';

type CarouselControlsProps = { carousel: ReturnType<typeof useCarousel> };

/** Previous / next arrows, one dot per slide (the active one aria-current) and play/pause. */
export function CarouselControls({ carousel }: CarouselControlsProps) {
  const { t } = useUiTranslation();
  const { index, count } = carousel;
  if (count < 2) return null;
  return (
    <div className="bar-carousel__controls">
      <button
        type="button"
        className="bar-carousel__arrow"
        aria-label={t('carousel.previous')}
        disabled={!carousel.canPrevious}
        onClick={() => carousel.step('previous')}
      >
        <Chevron direction="previous" />
      </button>
      <div className="bar-carousel__dots" role="group" aria-label={t('carousel.dots')}>
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            className="bar-carousel__dot"
            aria-label={t('carousel.goTo', { n: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => carousel.goTo(position)}
          />
        ))}
      </div>
      <button
        type="button"
        className="bar-carousel__arrow"
        aria-label={t('carousel.next')}
        disabled={!carousel.canNext}
        onClick={() => carousel.step('next')}
      >
        <Chevron direction="next" />
      </button>
      <button
        type="button"
        className="bar-carousel__toggle"
        aria-label={carousel.playing ? t('carousel.pause') : t('carousel.play')}
        onClick={() => carousel.setPlaying(!carousel.playing)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d={carousel.playing ? 'M6 5h4v14H6zM14 5h4v14h-4z' : 'M7 4l13 8-13 8z'}
          />
        </svg>
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
      />
    </svg>
  );
}
