import { MAX_CTAS } from './constants.js';
import { safeHref } from './links.js';

export const CTA_TYPES = ['none', 'url', 'pdf', 'phone', 'mailto', 'mail'] as const;
export type CtaType = (typeof CTA_TYPES)[number];
export const CTA_DISPLAYS = ['button', 'link'] as const;
export type CtaDisplay = (typeof CTA_DISPLAYS)[number];

export interface CtaLike {
  type: CtaType;
  url: string;
  label?: string;
  as?: CtaDisplay;
}

/** A call to action ready to render: where it goes, how it shows and whether it opens a new tab. */
export interface CtaLink {
  type: Exclude<CtaType, 'none'>;
  href: string;
  label: string;
  as: CtaDisplay;
  /** url and pdf open in a new tab; phone and mail in the same one. */
  newTab: boolean;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/** Phone: digits and "+" only, then `tel:`; usable with at least 3 digits (911 is a number). */
function phoneHref(url: string): string | null {
  const number = url.replace(/^\s*tel:/i, '').replace(/[^\d+]/g, '');
  return (number.match(/\d/g)?.length ?? 0) >= 3 ? `tel:${number}` : null;
}

/** Mail: `mailto:` added when missing; usable when there is an address with an @. */
function mailHref(url: string): string | null {
  const rest = url.trim().replace(/^mailto:/i, '');
  const address = rest.split('?')[0] ?? '';
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${rest}` : null;
}

/** The href of a call to action, or null when it is not shown (type none, or no usable url). */
export function ctaHref(cta: Pick<CtaLike, 'type' | 'url'>): string | null {
  switch (cta.type) {
    case 'url':
    case 'pdf':
      return safeHref(cta.url);
    case 'phone':
      return phoneHref(cta.url);
    case 'mailto':
    case 'mail':
      return mailHref(cta.url);
    default:
      return null;
  }
}

/** One call to action as rendered, or null when hidden. An empty label falls back to the link's text. */
export function ctaLink(cta: CtaLike): CtaLink | null {
  const href = ctaHref(cta);
  if (!href || cta.type === 'none') return null;
  const newTab = cta.type === 'url' || cta.type === 'pdf';
  const label = cta.label?.trim() || cta.url.trim().replace(/^(mailto|tel):/i, '');
  return {
    type: cta.type,
    href,
    label,
    as: cta.as ?? 'button',
    newTab,
    ...(newTab ? { target: '_blank' as const, rel: 'noopener noreferrer' as const } : {}),
  };
}

/** The calls to action to show, in order: only usable ones, at most 2. */
export const visibleCtas = (ctas: readonly CtaLike[] | undefined): CtaLink[] =>
  (ctas ?? [])
    .map(ctaLink)
    .filter((link): link is CtaLink => link !== null)
    .slice(0, MAX_CTAS);
