import { serverText } from '../lib/texts/catalogue.js';
import type { Subscriber } from '@bar/domain/subscriptions/schema';
import type { OutgoingMail } from '../repositories/outbox.js';
import type { MailBrand } from './brand.js';
import { listUnsubscribeHeaders, renderMail } from './layout.js';

/**
 * The double opt-in mail: a button to confirm, the visible unsubscribe link, and the RFC 8058
 * one-click headers (List-Unsubscribe points at the API, which takes the mail client's POST).
 */
export function confirmSubscriptionMail(
  subscriber: Subscriber,
  brand: MailBrand,
  links: { confirmHref: string; unsubscribePageHref: string; oneClickHref: string },
): OutgoingMail {
  const { locale } = subscriber;
  const values = { brand: brand.name, name: subscriber.name };
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs: [serverText('mail.subscription.confirm.body', locale, values)],
    action: {
      label: serverText('mail.subscription.confirm.action', locale),
      href: links.confirmHref,
    },
    contactLine: brand.contactLine,
    unsubscribeHref: links.unsubscribePageHref,
  });
  return {
    kind: 'subscription.confirm',
    to: subscriber.email,
    locale,
    fromName: brand.name,
    subject: serverText('mail.subscription.confirm.subject', locale, values),
    html,
    text,
    headers: listUnsubscribeHeaders(links.oneClickHref),
  };
}

/**
 * The unsubscribe link a guest asked for on the unsubscribe page (they had no mail with it at
 * hand): a button to the page that unsubscribes, and the same one-click headers.
 */
export function unsubscribeLinkMail(
  subscriber: Subscriber,
  brand: MailBrand,
  links: { unsubscribePageHref: string; oneClickHref: string },
): OutgoingMail {
  const { locale } = subscriber;
  const values = { brand: brand.name, name: subscriber.name };
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs: [serverText('mail.subscription.leave.body', locale, values)],
    action: {
      label: serverText('mail.subscription.leave.action', locale),
      href: links.unsubscribePageHref,
    },
    contactLine: brand.contactLine,
  });
  return {
    kind: 'subscription.unsubscribeLink',
    to: subscriber.email,
    locale,
    fromName: brand.name,
    subject: serverText('mail.subscription.leave.subject', locale, values),
    html,
    text,
    headers: listUnsubscribeHeaders(links.oneClickHref),
  };
}
