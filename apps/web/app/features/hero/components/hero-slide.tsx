import { HERO_IMAGE_SIZES } from '@bar/domain/events/constants';
import { BackgroundMedia } from '@bar/ui/media/background-media';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import type { HeroSlide } from '../model/hero-slides';

type HeroSlideViewProps = {
  slide: HeroSlide;
  index: number;
  total: number;
  current: boolean;
  /** The first picture of the first load: fetched early and at high priority (the LCP). */
  first: boolean;
  title: string;
  onEnded: () => void;
};

/** One slide; videos and embeds exist only while current, so players load on demand. */
export function HeroSlideView({
  slide,
  index,
  total,
  current,
  first,
  title,
  onEnded,
}: HeroSlideViewProps) {
  const { t } = useTranslation();
  let media = null;
  if (slide.kind === 'image') {
    media = (
      <img
        src={slide.src}
        srcSet={slide.srcSet || undefined}
        sizes={slide.srcSet ? HERO_IMAGE_SIZES : undefined}
        alt={slide.alt || title}
        style={slide.position ? { objectPosition: slide.position } : undefined}
        loading={current || first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        // Decoded off the main thread, the opening picture too: the served poster (the same
        // picture) stays on screen until it is ready, so there is no flash.
        decoding="async"
      />
    );
  } else if (current) {
    media = (
      <BackgroundMedia
        src={slide.src}
        kind={slide.kind}
        loop={false}
        onEnded={onEnded}
        title={title}
        className="hero__video"
      />
    );
  }
  return (
    <div
      className="hero__slide"
      role="group"
      aria-roledescription={t('hero.slide')}
      aria-label={t('hero.slideOf', { n: index + 1, total })}
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-current={current}
    >
      {media}
    </div>
  );
}
