import { type CtaLike, visibleCtas } from '@bar/domain/events/cta';
import { type Locale, localizeHref } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

/**
 * An upcoming event's calls to action by the domain rules: at most 2 usable ones; url and pdf
 * in a new tab, phone and mail in the same one; shown as a button or a link. A site path gets
 * the locale like every internal link (external, tel: and mailto: are left as they are).
 */
export function EventCtas({ ctas, locale }: { ctas: readonly CtaLike[]; locale: Locale }) {
  const { t } = useTranslation();
  const links = visibleCtas(ctas);
  if (links.length === 0) return null;
  return (
    <ul className="event-ctas">
      {links.map((cta, index) => (
        <li key={`${index}-${cta.href}`}>
          <a
            className={cta.as === 'button' ? 'button' : 'event-ctas__link'}
            href={localizeHref(cta.href, locale)}
            target={cta.target}
            rel={cta.rel}
          >
            {cta.label}
            {cta.newTab ? (
              <>
                {' '}
                <span className="visually-hidden">{t('blog.card.newTab')}</span>
              </>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
