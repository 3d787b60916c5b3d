import type { AboutContact } from '@bar/domain/branding/about';
import { telHref } from '@bar/domain/branding/tel-href';
import type { Locale } from '@bar/domain/locale';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fillServedSlot } from './served-slot.js';
import type { SlotFiller } from './slot.js';
import { servedTexts } from './texts.js';

/**
 * The footer's contact (address with its map link, phone, e-mail) as apps/web FooterContact
 * renders it, in the footer's served element: it shows without scripts, and the component's own
 * card (same markup, same size) takes its place once the branding is read.
 */
export function fillFooterContact(
  html: string,
  locale: Locale,
  contact: AboutContact,
  texts: FlatMessages | undefined,
): string {
  const { address, mapUrl, phone, email } = contact;
  if (!address && !phone && !email) return html;
  const t = servedTexts(locale, texts);
  const e = escapeHtml;
  const items = [
    address
      ? `<li><span class="visually-hidden">${e(t('footer.address'))} </span>${
          mapUrl
            ? `<a href="${e(mapUrl)}" target="_blank" rel="noopener noreferrer">${e(address)}<span class="visually-hidden"> (${e(t('footer.map'))})</span></a>`
            : e(address)
        }</li>`
      : '',
    phone ? `<li>${e(t('footer.phone'))} <a href="${e(telHref(phone))}">${e(phone)}</a></li>` : '',
    email
      ? `<li>${e(t('footer.email'))} <a href="${e(`mailto:${email}`)}">${e(email)}</a></li>`
      : '',
  ].join('');
  return fillServedSlot(
    html,
    'contact',
    `<section class="footer-contact__card" aria-labelledby="footer-contact-title"><h2 id="footer-contact-title" class="footer-contact__title">${e(t('footer.contactTitle'))}</h2><address><ul>${items}</ul></address></section>`,
  );
}

/** Every page: the footer's contact from the tenant's branding. */
export const contactSlot: SlotFiller = {
  fill(body, { page, data: { branding }, shownTexts }) {
    if (!branding) return {};
    return { body: fillFooterContact(body, page.locale, branding.about.contact, shownTexts) };
  },
};
