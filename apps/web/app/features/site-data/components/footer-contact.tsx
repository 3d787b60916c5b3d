import { useTranslation } from 'react-i18next';
import type { SiteBranding, SiteLink } from '../site-branding';

/** A tel: href with only the characters dialers read. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ExternalLinks({ title, links }: { title: string; links: SiteLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="footer-contact__links" aria-label={title}>
      <h2 className="footer-contact__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.name}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> {t('footer.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The tenant's contact data and social / delivery links (branding). The block keeps its room
 * while the data loads, so nothing below it moves when it fills in.
 */
export function FooterContact({ branding }: { branding: SiteBranding | null }) {
  const { t } = useTranslation();
  if (!branding) return <div className="footer-contact" aria-hidden="true" />;
  const { address, mapUrl, phone, email } = branding;
  const hasContact = Boolean(address || phone || email);
  return (
    <div className="footer-contact">
      {hasContact && (
        <section className="footer-contact__card" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-contact__title">
            {t('footer.contactTitle')}
          </h2>
          <address>
            <ul>
              {address && (
                <li>
                  <span className="visually-hidden">{t('footer.address')} </span>
                  {mapUrl ? (
                    <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                      {address}
                      <span className="visually-hidden"> ({t('footer.map')})</span>
                    </a>
                  ) : (
                    address
                  )}
                </li>
              )}
              {phone && (
                <li>
                  {t('footer.phone')} <a href={telHref(phone)}>{phone}</a>
                </li>
              )}
              {email && (
                <li>
                  {t('footer.email')} <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
            </ul>
          </address>
        </section>
      )}
      <ExternalLinks title={t('footer.socialsTitle')} links={branding.socials} />
      <ExternalLinks title={t('footer.platformsTitle')} links={branding.platforms} />
    </div>
  );
}
