/** Absolute and protocol-relative URLs count as external: the origin is unknown at prerender. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

export type SlideLinkAttributes = { href: string; target?: string; rel?: string };

/** External links and explicit new-tab targets open in a new tab without opener or referrer. */
export function slideLinkAttributes(href: string, target?: string): SlideLinkAttributes {
  const newTab = target === '_blank' || (!target && isExternalHref(href));
  if (newTab) return { href, target: '_blank', rel: 'noopener noreferrer' };
  return target ? { href, target } : { href };
}
