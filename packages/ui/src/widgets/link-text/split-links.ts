import {
  ADDRESS_PATTERNS,
  ADDRESS_TAILS,
  EMAIL_PATTERN,
  PHONE_CANDIDATE,
  URL_PATTERN,
} from './link-patterns.js';
import { isPhoneText, phoneHref } from './phone-text.js';

export type LinkKind = 'url' | 'email' | 'phone' | 'address';
export type TextSegment = { type: 'text'; text: string };
export type LinkSegment = { type: 'link'; text: string; href: string; kind: LinkKind };
export type Segment = TextSegment | LinkSegment;

type Found = { start: number; end: number; kind: LinkKind };

export { phoneHref } from './phone-text.js';

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * Cuts plain text into text and link segments: URLs (http(s) and www.), e-mails, phones and
 * street addresses. Where two readings overlap, the first kind in that order wins.
 */
export function splitLinks(text: string): Segment[] {
  const found: Found[] = [];
  const claim = (start: number, end: number, kind: LinkKind) => {
    if (end > start && !found.some((f) => start < f.end && end > f.start)) {
      found.push({ start, end, kind });
    }
  };
  for (const m of text.matchAll(URL_PATTERN)) claim(m.index, m.index + trimUrl(m[0]).length, 'url');
  for (const m of text.matchAll(EMAIL_PATTERN)) claim(m.index, m.index + m[0].length, 'email');
  for (const pattern of ADDRESS_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      claim(m.index, addressEnd(text, m.index + m[0].length), 'address');
    }
  }
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    if (isPhoneText(m[0])) claim(m.index, m.index + m[0].length, 'phone');
  }

  const segments: Segment[] = [];
  let at = 0;
  for (const { start, end, kind } of found.sort((a, b) => a.start - b.start)) {
    if (start > at) segments.push({ type: 'text', text: text.slice(at, start) });
    const linkText = text.slice(start, end);
    segments.push({ type: 'link', text: linkText, kind, href: hrefFor(kind, linkText) });
    at = end;
  }
  if (at < text.length) segments.push({ type: 'text', text: text.slice(at) });
  return segments;
}

function hrefFor(kind: LinkKind, text: string): string {
  switch (kind) {
    case 'url':
      return /^www\./i.test(text) ? `https://${text}` : text;
    case 'email':
      return `mailto:${text}`;
    case 'phone':
      return phoneHref(text);
    case 'address':
      return mapsSearchUrl(text);
  }
}

/** Sentence punctuation and an unmatched closing bracket after a URL are not part of it. */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1] ?? '';
    const body = url.slice(0, end);
    const unmatched =
      (last === ')' && count(body, '(') < count(body, ')')) ||
      (last === ']' && count(body, '[') < count(body, ']'));
    if (!'.,;:!?\'"»”’'.includes(last) && !unmatched) return body;
    end -= 1;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Extends a street to its city, province and postal code when they follow. */
function addressEnd(text: string, end: number): number {
  for (const tail of ADDRESS_TAILS) {
    tail.lastIndex = end;
    const m = tail.exec(text);
    if (m) return end + m[0].length;
  }
  return end;
}
