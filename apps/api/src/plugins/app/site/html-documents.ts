import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface HtmlDocument {
  html: string;
  /** sha256 sources for every inline <script> of the document, for its CSP. */
  scriptHashes: string[];
  etag: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Hashes of a document's inline scripts, so its CSP can allow exactly those and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Every prerendered `index.html` under the web build, keyed by its route (`/fr/menus`), read once
 * at boot: there are a few dozen, and serving them from memory keeps the hot path free of I/O.
 */
export function loadHtmlDocuments(root: string): Map<string, HtmlDocument> {
  const documents = new Map<string, HtmlDocument>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const html = readFileSync(path, 'utf8');
        const route = `/${relative(root, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        documents.set(route, {
          html,
          scriptHashes: inlineScriptHashes(html),
          etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        });
      }
    }
  };
  walk(root);
  return documents;
}
