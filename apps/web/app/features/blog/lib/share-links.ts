/** The spec's sharing targets, in its order. */
export const SHARE_TARGETS = [
  'email',
  'facebook',
  'linkedin',
  'pinterest',
  'reddit',
  'telegram',
  'twitter',
  'whatsapp',
] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export type ShareLink = { target: ShareTarget; href: string };

/** The address of one event on the blog: the page without query or hash, and the card's id. */
export function eventShareUrl(pageUrl: string, slug: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = encodeURIComponent(slug);
  return url.toString();
}

/**
 * Share links for an absolute URL and a title, every value through encodeURIComponent. The
 * endpoints are each service's public share-by-URL form (no SDKs, no scripts).
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const hrefs: Record<ShareTarget, string> = {
    email: `mailto:?subject=${t}&body=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://api.whatsapp.com/send?text=${t}%20${u}`,
  };
  return SHARE_TARGETS.map((target) => ({ target, href: hrefs[target] }));
}
