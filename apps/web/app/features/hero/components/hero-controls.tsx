import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import type { HeroAction } from '../model/hero-state';

type Dispatch = (action: HeroAction) => void;

function Dots({
  count,
  active,
  label,
  go,
}: {
  count: number;
  active: number;
  label: (i: number) => string;
  go: (i: number) => void;
}) {
  return (
    <ul className="hero__dots">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <button
            type="button"
            className="hero__dot"
            aria-label={label(i)}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => go(i)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Arrows and dots between the slides of the current event (over the media). */
export function SlideControls({
  count,
  slide,
  dispatch,
}: {
  count: number;
  slide: number;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  return (
    <div className="hero__slide-controls" role="group" aria-label={t('hero.slides')}>
      <button
        type="button"
        className="hero__arrow hero__arrow--prev"
        aria-label={t('hero.prevSlide')}
        onClick={() => dispatch({ type: 'prev-slide' })}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <Dots
        count={count}
        active={slide}
        label={(i) => t('hero.goToSlide', { n: i + 1 })}
        go={(index) => dispatch({ type: 'go-slide', index })}
      />
      <button
        type="button"
        className="hero__arrow hero__arrow--next"
        aria-label={t('hero.nextSlide')}
        onClick={() => dispatch({ type: 'next-slide' })}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

type EventControlsProps = {
  titles: readonly string[];
  event: number;
  playing: boolean;
  dispatch: Dispatch;
};

/** The bar under the media: play/pause, then arrows and dots between events. */
export function EventControls({ titles, event, playing, dispatch }: EventControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="hero__play"
        aria-pressed={!playing}
        onClick={() => dispatch({ type: 'set-playing', playing: !playing })}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{t('hero.pause')}</span>
      </button>
      {titles.length > 1 ? (
        <div className="hero__event-controls" role="group" aria-label={t('hero.events')}>
          <button
            type="button"
            className="hero__step"
            aria-label={t('hero.prevEvent')}
            onClick={() => dispatch({ type: 'prev-event' })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <Dots
            count={titles.length}
            active={event}
            label={(i) => t('hero.goToEvent', { n: i + 1, title: titles[i] })}
            go={(index) => dispatch({ type: 'go-event', index })}
          />
          <button
            type="button"
            className="hero__step"
            aria-label={t('hero.nextEvent')}
            onClick={() => dispatch({ type: 'next-event' })}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
