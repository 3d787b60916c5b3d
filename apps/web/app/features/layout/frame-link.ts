import { type Locale, localizeHref } from '@bar/i18n';

// The navigation bar's link rule: internal
// links get the locale prefix; links to other sites, or that carry the external open-target
// ('_blank'), open in a new tab with rel="noopener noreferrer"; mail and phone links stay as
// they are, in the same tab. Script-bearing schemes are dropped.

export type FrameLink = {
  href: string;
  /** A page of this site (route it client-side). */
  internal: boolean;
  newTab: boolean;
};

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const WEB = /^(https?:)?\/\//i;
const UNSAFE = /^\s*(javascript|data|vbscript):/i;

export function resolveFrameLink(
  href: unknown,
  locale: Locale,
  openTarget?: unknown,
): FrameLink | null {
  if (typeof href !== 'string' || !href.trim() || UNSAFE.test(href)) return null;
  const value = href.trim();
  const internal = !WEB.test(value) && !SCHEME.test(value);
  return {
    href: internal ? localizeHref(value, locale) : value,
    internal,
    newTab: WEB.test(value) || openTarget === '_blank',
  };
}

/** The attributes of an <a> for a resolved link. */
export function anchorProps(link: FrameLink): {
  href: string;
  target?: '_blank';
  rel?: string;
} {
  return link.newTab
    ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: link.href };
}
