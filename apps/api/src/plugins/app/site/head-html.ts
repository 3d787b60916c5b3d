import { decodeHtml, escapeHtml } from '../../../lib/http/html-escape.js';
import type { HeadMeta, PrerenderedHead } from './head-meta.js';

const TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i;
const META = /<meta\b[^>]*>/gi;
const LINK = /<link\b[^>]*>/gi;
/** Tags the API owns: whatever the build wrote for them is replaced. */
const MANAGED_META = /^(description|robots|og:.*|twitter:.*|article:.*)$/i;

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decodeHtml(match[1] ?? match[2] ?? '') : null;
};

const metaName = (tag: string) => attribute(tag, 'name') ?? attribute(tag, 'property');

/** Where the document's head is: [start of its content, start of `</head>`]. */
function headBounds(html: string): [number, number] | null {
  const open = /<head\b[^>]*>/i.exec(html);
  const close = html.search(/<\/head>/i);
  return open && close > open.index ? [open.index + open[0].length, close] : null;
}

/** The charset declaration, which must come first in the head. */
const CHARSET = /^\s*<meta\b[^>]*charset[^>]*>/i;

/** Where the head's content goes on after its charset declaration (null: no head). */
export function afterCharset(html: string): number | null {
  const bounds = headBounds(html);
  if (!bounds) return null;
  return bounds[0] + (CHARSET.exec(html.slice(...bounds))?.[0].length ?? 0);
}

/** The title, description and robots the prerender wrote (the bundled catalogue's texts). */
export function readPrerenderedHead(html: string): PrerenderedHead {
  const bounds = headBounds(html);
  const head = bounds ? html.slice(...bounds) : '';
  const metas = head.match(META) ?? [];
  const content = (name: string) => {
    const tag = metas.find((meta) => metaName(meta)?.toLowerCase() === name);
    return tag ? (attribute(tag, 'content') ?? '') : null;
  };
  return {
    title: decodeHtml(TITLE.exec(head)?.[1] ?? '').trim(),
    description: content('description') ?? '',
    robots: content('robots'),
  };
}

/** `<meta>` (og: and article: as `property`, the rest as `name`) and `<link>` tags of a head. */
export function headTags(head: HeadMeta): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}"/>`,
    `<meta name="robots" content="${escapeHtml(head.robots)}"/>`,
  ];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}"/>`);
  for (const [lang, href] of Object.entries(head.alternates ?? {}))
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}"/>`);
  for (const [name, value] of Object.entries(head.meta)) {
    const key = /^(og|article):/i.test(name) ? 'property' : 'name';
    tags.push(`<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(value)}"/>`);
  }
  return tags.join('');
}

export interface HeadInjection {
  /** Goes where the prerendered <title> was: early in the head, before the scripts. */
  tags: string;
  /** Goes last in the head, after every element React hydrates there (JSON data blocks). */
  tail: string;
}

/** The document with its managed head tags replaced by `tags` and `tail` added. */
export function injectHead(html: string, { tags, tail }: HeadInjection): string {
  const bounds = headBounds(html);
  if (!bounds) return html;
  const marker = '\u0000bar-head\u0000';
  let head = html.slice(...bounds);
  // Without a <title>, the tags go after the charset declaration, which must come first.
  if (TITLE.test(head)) head = head.replace(TITLE, marker);
  else {
    const charset = CHARSET.exec(head)?.[0].length ?? 0;
    head = head.slice(0, charset) + marker + head.slice(charset);
  }
  head = head
    .replace(META, (tag) => (MANAGED_META.test(metaName(tag) ?? '') ? '' : tag))
    .replace(LINK, (tag) => {
      const rel = attribute(tag, 'rel')?.toLowerCase();
      return rel === 'canonical' || (rel === 'alternate' && attribute(tag, 'hreflang') !== null)
        ? ''
        : tag;
    });
  head = head.replace(marker, () => tags) + tail;
  return html.slice(0, bounds[0]) + head + html.slice(bounds[1]);
}
