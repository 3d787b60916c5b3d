import { addressOf } from '@bar/domain/branding/about';
import { brandingText as text, termsOf } from '@bar/domain/branding/terms';

// What the site shows from the tenant's branding document (the footer's branding), read
// defensively: the document is merged over defaults on the server but may still
// hold hand-edited shapes (links keyed by name, `title` for `name`, `maps` for `googleMaps`).

export type SiteLink = { name: string; url: string; username?: string };

export type SiteBranding = {
  brandName?: string;
  address?: string;
  mapUrl?: string;
  phone?: string;
  email?: string;
  website?: string;
  socials: SiteLink[];
  platforms: SiteLink[];
  /** The company's terms and privacy notice (free text, in the page's language). */
  terms?: string;
  privacy?: string;
};

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const httpUrl = (v: unknown): string | undefined => {
  const url = text(v);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

export function readLinks(input: unknown): SiteLink[] {
  const items = isDict(input)
    ? Object.entries(input).map(([name, v]) => (isDict(v) ? { name, ...v } : { name, url: v }))
    : Array.isArray(input)
      ? input
      : [];
  return items.flatMap((item: unknown) => {
    if (!isDict(item) || item.enabled === false) return [];
    const name = text(item.name) ?? text(item.title);
    const url = httpUrl(item.url);
    if (!name || !url) return [];
    const username = text(item.username);
    return [username ? { name, url, username } : { name, url }];
  });
}

export function readSiteBranding(branding: unknown): SiteBranding {
  const doc = isDict(branding) ? branding : {};
  const company = isDict(doc.company) ? doc.company : {};
  const contact = isDict(doc.contact) ? doc.contact : {};
  const { address, mapUrl } = addressOf(doc);
  const { terms, privacy, email, phone } = termsOf(doc);
  return {
    brandName: text(company.brandName),
    address,
    mapUrl,
    phone,
    email,
    website: httpUrl(contact.website),
    socials: readLinks(doc.socials),
    platforms: readLinks(doc.platforms),
    terms,
    privacy,
  };
}
