import { useId } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { telHref } from '@bar/domain/branding/tel-href';

/** How a guest reaches the restaurant: the phone and e-mail of its branding (the footer's). */
export type CheckoutContact = { phone?: string; email?: string };

/**
 * What the checkout shows when no payment provider can take the order: a plain notice in the
 * guest's language and the restaurant's phone and e-mail, so the guest can still buy by asking.
 */
export function PaymentsUnavailable({ contact }: { contact: CheckoutContact | null }) {
  const { t } = useTranslation();
  const id = useId();
  const phone = contact?.phone;
  const email = contact?.email;
  return (
    <section aria-labelledby={`${id}-title`} className="checkout__notice">
      <h2 id={`${id}-title`}>{t('checkout.unavailableTitle')}</h2>
      {contact && !phone && !email ? (
        <p>{t('checkout.unavailableNoContact')}</p>
      ) : (
        <p>{t('checkout.unavailable')}</p>
      )}
      {(phone || email) && (
        <address>
          <ul>
            {phone && (
              <li>
                {t('checkout.contactPhone')} <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                {t('checkout.contactEmail')} <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </address>
      )}
    </section>
  );
}
