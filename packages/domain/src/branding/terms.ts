// The terms page's data from a branding document (GET /api/bss-effective's `branding`, the
// API's effective branding of a locale), read defensively: the web's footer and terms page and
// the API's served terms page read it the same way.

/** What the terms page shows: the company's texts and the contact it offers without them. */
export interface TermsData {
  /** The company's terms and privacy notice (free text, in the page's language). */
  terms?: string;
  privacy?: string;
  email?: string;
  phone?: string;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A non-empty trimmed string (a number as its digits), else undefined. */
export const brandingText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;

export function termsOf(branding: unknown): TermsData {
  const doc = isDict(branding) ? branding : {};
  const company = isDict(doc.company) ? doc.company : {};
  const contact = isDict(doc.contact) ? doc.contact : {};
  const email = brandingText(contact.email);
  return {
    terms: brandingText(company.terms),
    privacy: brandingText(company.privacy),
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined,
    phone: brandingText(contact.phone),
  };
}
