import { escapeHtml } from '../../../lib/http/html-escape.js';

/**
 * A read the page makes as it starts, begun with the document: the browser hands the answer to
 * the page's own fetch (same URL, same-origin CORS mode; the public reads are cacheable).
 */
export const fetchPreload = (href: string): string =>
  `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous"/>`;

/**
 * A high-priority preload of a page's largest picture as its element renders it (its srcset and
 * sizes, else its src), so the browser fetches the very file the element shows while the
 * scripts load.
 */
export function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const image = srcset
    ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" ${image} fetchpriority="high"/>`;
}
