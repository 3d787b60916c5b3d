import type { AdminReview } from '@bar/domain/api/reviews';
import { normalizeLocale } from '@bar/domain/locale';
import { serverText } from '../lib/texts/catalogue.js';
import type { OutgoingMail } from '../repositories/outbox.js';
import type { MailBrand } from './brand.js';
import { renderMail } from './layout.js';

/** Staff's private answer to a guest's review, in the review's language. */
export function reviewReplyMail(
  review: AdminReview,
  message: string,
  brand: MailBrand,
): OutgoingMail {
  const locale = normalizeLocale(review.locale);
  const values = { brand: brand.name, name: review.name, event: review.event?.title ?? '' };
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs: [serverText('mail.review.reply.body', locale, values), message],
    contactLine: brand.contactLine,
  });
  return {
    kind: 'review.reply',
    to: review.email,
    locale,
    fromName: brand.name,
    subject: serverText('mail.review.reply.subject', locale, values),
    html,
    text,
  };
}
