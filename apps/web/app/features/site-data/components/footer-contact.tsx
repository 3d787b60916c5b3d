import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { servedSlotProps } from '../../../lib/served-data';
import { telHref } from '@bar/domain/branding/tel-href';
import type { SiteBranding } from '../site-branding';

/**
 * The tenant's contact data (branding): address with its map link, phone and e-mail. The
 * social, delivery, messaging and video links are the frame's (features/layout FooterLinks).
 * The block keeps its room while the data loads, so nothing below it moves when it fills in.
 */
export function FooterContact({ branding }: { branding: SiteBranding | null }) {
  const { t } = useTranslation();
  // Until the branding is read, the contact the API wrote into the served page.
  if (!branding)
    return <div key="served" className="footer-contact" {...servedSlotProps('contact')} />;
  const { address, mapUrl, phone, email } = branding;
  const hasContact = Boolean(address || phone || email);
  return (
    <div key="contact" className="footer-contact">
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
    </div>
  );
}
