import { formatAddress } from '@bar/domain/branding/about';
import { readEffectiveBranding } from '../repositories/branding.js';
import type { DocumentStore } from '../stores/document-store.js';

export interface MailBrand {
  name: string;
  contactLine: string;
  /** The tenant's own address for staff notifications (branding contact.email). */
  staffEmail: string;
  address: string;
}

/** The tenant's brand as mails show it, in the guest's language. */
export async function readMailBrand(
  docs: DocumentStore,
  locale: 'es' | 'en' | 'fr',
): Promise<MailBrand> {
  const { branding } = await readEffectiveBranding(docs, locale);
  const contact = branding.contact;
  const address = formatAddress(contact.address) ?? '';
  return {
    name: branding.company.brandName || 'Bar & Grill',
    contactLine: [address, contact.phone].filter(Boolean).join(' · '),
    staffEmail: contact.email,
    address,
  };
}

const LONG_LOCALE = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' } as const;

/** "martes, 3 de marzo de 2026, 19:00" in the guest's language and the tenant's zone. */
export function formatWhen(instant: Date, locale: 'es' | 'en' | 'fr', timeZone: string): string {
  return new Intl.DateTimeFormat(LONG_LOCALE[locale], {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
}
