import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { eventShareUrl, type ShareTarget, shareLinks } from '../lib/share-links';

const BRAND_NAMES: Record<Exclude<ShareTarget, 'email'>, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  telegram: 'Telegram',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
};

/**
 * Share links for one card (its address is the page's plus #slug), folded in a disclosure so
 * eight links do not sit in the Tab order of every card. Rendered in the browser only (the
 * blog's lists come after hydration), hence window.location.
 */
export function ShareLinks({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const links = shareLinks(eventShareUrl(window.location.href, slug), title);
  return (
    <details className="share-links">
      <summary>{t('blog.share.label')}</summary>
      <ul>
        {links.map(({ target, href }) => (
          <li key={target}>
            <a
              href={href}
              aria-label={t(`blog.share.targets.${target}`)}
              // A mail link opens the mail app; a blank tab would stay behind.
              {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {target === 'email' ? t('blog.share.email') : BRAND_NAMES[target]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
