import { GENERIC_LINK_ICON, knownLink } from './link-icons';

// Branding link lists, read the two ways documents hold them: an object keyed
// by name ({ instagram: { url } } or { instagram: 'https://…' }) or a list of items with
// name/title, url and enabled; plus the legacy { PUrl, PIcon, PName } entries (SocMed,
// DeliveryPlatforms). Read without zod on purpose: this runs in the first-load bundle (the
// shapes are the ones @bar/domain/branding/links normalises on the server).

export type IconLink = {
  /** As the branding names it ('instagram'). */
  name: string;
  /** What a person reads ('Instagram'). */
  label: string;
  url: string;
  icon: string;
};

type Dict = Record<string, unknown>;
export const isDict = (v: unknown): v is Dict =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;

/** http(s) links, or a path of this site ('/icons/x.svg', '/menus'). */
export function safeUrl(v: unknown): string | undefined {
  const url = text(v);
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) || /^\/(?![/\\])/.test(url) ? url : undefined;
}

/** A list as is; an object keyed by name as a list of items with that name. */
export function listOf(input: unknown): unknown[] {
  if (Array.isArray(input)) return input;
  if (!isDict(input)) return [];
  return Object.entries(input).map(([name, value]) =>
    isDict(value) ? { name, ...value } : { name, url: value },
  );
}

export function readLinks(input: unknown, fallbackIcon = GENERIC_LINK_ICON): IconLink[] {
  return listOf(input).flatMap((item) => {
    if (!isDict(item) || item.enabled === false) return [];
    const name = text(item.name) ?? text(item.title) ?? text(item.PName);
    const url = safeUrl(item.url ?? item.PUrl);
    if (!name || !url) return [];
    const known = knownLink(name);
    return [
      {
        name,
        label: known?.label ?? name,
        url,
        icon: safeUrl(item.icon ?? item.PIcon) ?? known?.icon ?? fallbackIcon,
      },
    ];
  });
}

/** Several sources in order (new shape first, legacy after), one entry per URL. */
export function mergeLinks(...lists: IconLink[][]): IconLink[] {
  const seen = new Set<string>();
  return lists.flat().filter((link) => !seen.has(link.url) && Boolean(seen.add(link.url)));
}
