import { serverText } from '../lib/texts/catalogue.js';
import { escapeHtml } from '../lib/http/html-escape.js';

export interface MailContent {
  brand: string;
  locale: 'es' | 'en' | 'fr';
  paragraphs: string[];
  action?: { label: string; href: string };
  /** Mail to a subscriber: a visible unsubscribe link (and the List-Unsubscribe headers). */
  unsubscribeHref?: string;
  /** The brand's contact line (address, phone) at the foot. */
  contactLine?: string;
}

/**
 * One layout for every mail: the tenant's brand on top, the paragraphs, an optional button, the
 * contact line and (to subscribers) the unsubscribe link; the same content as plain text.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { brand, locale } = content;
  const unsubscribe = content.unsubscribeHref
    ? {
        why: serverText('mail.footer.why', locale),
        label: serverText('mail.footer.unsubscribe', locale),
        href: content.unsubscribeHref,
      }
    : null;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(brand)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#2b1d14">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:22px;color:#8a2e12">${escapeHtml(brand)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:10px 18px;background:#8a2e12;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.contactLine
      ? `<p style="font-size:13px;color:#6b5a4e">${escapeHtml(content.contactLine)}</p>`
      : '',
    unsubscribe
      ? `<p style="font-size:12px;color:#6b5a4e">${escapeHtml(unsubscribe.why)} <a href="${escapeHtml(unsubscribe.href)}">${escapeHtml(unsubscribe.label)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('');
  const text = [
    brand,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    ...(content.contactLine ? [content.contactLine, ''] : []),
    ...(unsubscribe ? [unsubscribe.why, `${unsubscribe.label}: ${unsubscribe.href}`] : []),
  ]
    .join('\n')
    .trimEnd();
  return { html, text: `${text}\n` };
}

/** RFC 8058 one-click unsubscribe headers for a mail to a subscriber. */
export const listUnsubscribeHeaders = (href: string): Record<string, string> => ({
  'List-Unsubscribe': `<${href}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
