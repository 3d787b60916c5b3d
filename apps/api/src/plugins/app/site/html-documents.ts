import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentEncoding } from '../../../lib/http/content-encoding.js';
import { afterCharset } from './head-html.js';

export interface HtmlDocument {
  /** The page, its policy in a `<meta http-equiv>` at the top of its head (see withPolicy). */
  html: string;
  /** The Content-Security-Policy header: what a `<meta>` policy cannot say. */
  headerPolicy: string;
  /** Strong validator of the identity body (the compressed bodies add their encoding). */
  etag: string;
  /** Compressed bodies, made on first demand and kept with the document. */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON, JSON-LD…) are never executed, so CSP need not allow them. */
const DATA_TYPE = /\btype=["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]/i;

/** Hashes of a document's inline scripts, so its CSP can allow exactly those and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? '';
    if (!body.trim() || DATA_TYPE.test(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** Directives a policy in a `<meta>` element may not carry: they stay in the header. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

const serializePolicy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The document with its Content-Security-Policy as the first thing after the charset
 * declaration: `directives` plus a hash of each of its inline scripts (and nothing else
 * inline), all but the directives only a header may carry; and the header's share of the
 * policy. Browsers enforce both. A policy in the page costs its compressed bytes once; in the
 * header it was 1.3 KB of every answer that Node checks and writes and the client parses
 * (served `/es` at 200 connections: 24-32 µs of the API's CPU an answer with it and the
 * headers sendHtml drops, 19-22 µs without).
 * A page without a head to put it in (none is built so) keeps the whole policy in the header.
 */
function withPolicy(
  html: string,
  directives: Record<string, string[]>,
): { html: string; headerPolicy: string } {
  const policy = {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)],
  };
  const at = afterCharset(html);
  if (at === null) return { html, headerPolicy: serializePolicy(policy) };
  const page = Object.fromEntries(
    Object.entries(policy).filter(([name]) => !HEADER_ONLY.has(name)),
  );
  const header = Object.fromEntries(
    Object.entries(policy).filter(([name]) => HEADER_ONLY.has(name)),
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(page)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), headerPolicy: serializePolicy(header) };
}

/** A page as served: its policy in place, its validator, room for its compressed bodies. */
export function htmlDocument(template: string, directives: Record<string, string[]>): HtmlDocument {
  const { html, headerPolicy } = withPolicy(template, directives);
  return {
    html,
    headerPolicy,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded: new Map(),
  };
}

/**
 * Every prerendered `index.html` under the web build, keyed by its route (`/fr/menus`), read once
 * at boot: there are a few dozen, and serving them from memory keeps the hot path free of I/O.
 */
export function loadHtmlTemplates(root: string): Map<string, string> {
  const templates = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const route = `/${relative(root, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        templates.set(route, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return templates;
}
