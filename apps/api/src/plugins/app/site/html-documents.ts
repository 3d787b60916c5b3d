import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentEncoding } from '../../../lib/content-encoding.js';

export interface HtmlDocument {
  html: string;
  /** sha256 sources for every executable inline <script> of the document, for its CSP. */
  scriptHashes: string[];
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

export const htmlDocument = (html: string): HtmlDocument => ({
  html,
  scriptHashes: inlineScriptHashes(html),
  etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  encoded: new Map(),
});

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
