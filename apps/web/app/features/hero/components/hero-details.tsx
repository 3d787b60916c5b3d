import { visibleCtas } from '@bar/domain/events/cta';
import { localizeHref } from '@bar/i18n/localize-href';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { eventDateLine } from '@bar/i18n/event-date-line';
import type { HeroDateLines } from '../api/load-hero-events';
import type { HeroEvent } from '../model/hero-slides';

type HeroDetailsProps = {
  event: HeroEvent;
  timeZone?: string;
  /** Lines the API wrote; used while the page is in their language. */
  dateLines?: HeroDateLines;
  descriptionOpen: boolean;
  onToggleDescription: () => void;
};

/** Title, date line, location, the collapsible description and up to two calls to action. */
export function HeroDetails({
  event,
  timeZone,
  dateLines,
  descriptionOpen,
  onToggleDescription,
}: HeroDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const descriptionId = `hero-description-${event.id}`;
  const ctas = visibleCtas(event.ctas);
  return (
    <div className="hero__details">
      <h2 className="hero__title">{event.title}</h2>
      <p className="hero__when">
        {(dateLines?.locale === locale ? dateLines.lines[event.id] : undefined) ??
          eventDateLine(event, locale, timeZone)}
      </p>
      {event.location ? <p className="hero__where">{event.location}</p> : null}
      {event.description ? (
        <>
          <button
            type="button"
            className="hero__toggle"
            aria-expanded={descriptionOpen}
            aria-controls={descriptionId}
            onClick={onToggleDescription}
          >
            {descriptionOpen ? t('hero.hideDescription') : t('hero.showDescription')}
          </button>
          <p id={descriptionId} className="hero__description" hidden={!descriptionOpen}>
            {event.description}
          </p>
        </>
      ) : null}
      {ctas.length ? (
        <p className="hero__ctas">
          {ctas.map((cta) => (
            <a
              key={`${cta.type}-${cta.href}`}
              className={cta.as === 'button' ? 'button hero__cta' : 'hero__cta hero__cta--link'}
              href={cta.href.startsWith('/') ? localizeHref(cta.href, locale) : cta.href}
              target={cta.target}
              rel={cta.rel}
            >
              {cta.label}
              {cta.newTab ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t('hero.newTab')}</span>
                </>
              ) : null}
            </a>
          ))}
        </p>
      ) : null}
    </div>
  );
}
