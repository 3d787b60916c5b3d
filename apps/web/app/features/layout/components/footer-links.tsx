import type { Locale } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { anchorProps, resolveFrameLink } from '../frame-link';
import type { FrameData } from '../frame-data';
import type { IconLink } from '../read-links';
import { IconLinks } from './icon-links';

function IconSection({
  title,
  links,
  locale,
}: {
  title: string;
  links: IconLink[];
  locale: Locale;
}) {
  if (links.length === 0) return null;
  return (
    <nav className="footer-links__section" aria-label={title}>
      <h2 className="footer-links__title">{title}</h2>
      <IconLinks links={links} locale={locale} lazy />
    </nav>
  );
}

function TextLink({ link, text, locale }: { link: IconLink; text: string; locale: Locale }) {
  const { t } = useTranslation();
  const resolved = resolveFrameLink(link.url, locale);
  if (!resolved) return null;
  return (
    <a className="footer-links__text" {...anchorProps(resolved)}>
      <img src={link.icon} width={30} height={30} alt="" loading="lazy" decoding="async" />
      <span>{text}</span>
      {resolved.newTab && <span className="visually-hidden"> {t('common.opensNewTab')}</span>}
    </a>
  );
}

/** Branches (as recommendations), online-order and delivery icons, social icons, messaging and video links. */
export function FooterLinks({ frame, locale }: { frame?: FrameData; locale: Locale }) {
  const { t } = useTranslation();
  // Below the fold: it may grow when the tenant's data arrives.
  if (!frame) return null;
  const { messaging, video } = frame;
  return (
    <div className="footer-links">
      {frame.branches.length > 0 && (
        <nav className="footer-links__section" aria-label={t('footer.branchesTitle')}>
          <h2 className="footer-links__title">{t('footer.branchesTitle')}</h2>
          <ul className="footer-links__list">
            {frame.branches.map((branch) => (
              <li key={branch.url}>
                <TextLink link={branch} text={branch.label} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <IconSection title={t('footer.ordersTitle')} links={frame.orders} locale={locale} />
      <IconSection title={t('footer.platformsTitle')} links={frame.platforms} locale={locale} />
      <IconSection title={t('footer.socialsTitle')} links={frame.socials} locale={locale} />
      {(messaging || video) && (
        <ul className="footer-links__list">
          {messaging && (
            <li>
              <TextLink
                link={messaging}
                text={t('footer.messaging', { app: messaging.label })}
                locale={locale}
              />
            </li>
          )}
          {video && (
            <li>
              <TextLink
                link={video}
                text={t('footer.video', { app: video.label })}
                locale={locale}
              />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
