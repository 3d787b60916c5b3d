import type { Locale } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { anchorProps, resolveFrameLink } from '../frame-link';
import type { IconLink } from '../read-links';

type IconLinksProps = {
  links: readonly IconLink[];
  locale: Locale;
  /** Names the list when it is not the only thing in its landmark. */
  label?: string;
  /** Footer icons sit below the fold: their images wait until scrolled near. */
  lazy?: boolean;
};

/** Social and platform links as 30×30 icons, each named by its label (the icon is decorative). */
export function IconLinks({ links, locale, label, lazy = false }: IconLinksProps) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="icon-links" aria-label={label}>
      {links.map((link) => {
        const resolved = resolveFrameLink(link.url, locale);
        if (!resolved) return null;
        return (
          <li key={link.url}>
            <a className="icon-link" title={link.label} {...anchorProps(resolved)}>
              <img
                src={link.icon}
                width={30}
                height={30}
                alt=""
                loading={lazy ? 'lazy' : undefined}
                decoding="async"
              />
              <span className="visually-hidden">
                {link.label}
                {resolved.newTab && ` ${t('common.opensNewTab')}`}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
