import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import './hero.css';

type HeroFrameProps = {
  children: ReactNode;
  /** Below the media box: the event controls; an empty bar of the same height otherwise. */
  bar?: ReactNode;
  carousel?: boolean;
} & Omit<React.ComponentProps<'section'>, 'children'>;

/**
 * The hero's reserved box: the same size while loading, loaded or empty (CSS aspect ratio plus
 * a fixed-height bar), so nothing below it moves when the events arrive.
 */
export function HeroFrame({ children, bar, carousel = false, ...rest }: HeroFrameProps) {
  const { t } = useTranslation();
  return (
    <section
      className="hero"
      aria-label={t('hero.label')}
      aria-roledescription={carousel ? t('hero.carousel') : undefined}
      {...rest}
    >
      {children}
      <div className="hero__bar">{bar}</div>
    </section>
  );
}
