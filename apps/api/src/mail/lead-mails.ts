import type { ChatLeadInput } from '@bar/domain/assistant/wire';
import { serverText } from '../lib/texts/catalogue.js';
import type { OutgoingMail } from '../repositories/outbox.js';
import type { MailBrand } from './brand.js';
import { renderMail } from './layout.js';

/** The staff's mail for a contact left in the chat, in the staff's language (as reservations). */
export function staffLeadMail(lead: ChatLeadInput, to: string, brand: MailBrand): OutgoingMail {
  const locale = 'es';
  const values = { name: lead.name, email: lead.email, locale: lead.locale || '—' };
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs: [serverText('mail.lead.staff.body', locale, values)],
  });
  return {
    kind: 'lead.staff',
    to,
    locale,
    fromName: brand.name,
    subject: serverText('mail.lead.staff.subject', locale, values),
    html,
    text,
    headers: { 'Reply-To': lead.email },
  };
}
