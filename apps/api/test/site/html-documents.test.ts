import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../src/plugins/app/site/html-documents.js';

const DIRECTIVES = {
  'default-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'script-src': ["'self'", 'https://js.example'],
};
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

describe('a served page’s policy', () => {
  it('goes right after the charset, with a hash for each inline script and none for data', () => {
    const page = htmlDocument(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>' +
        '<script>boot()</script><script type="application/json">{"a":1}</script>' +
        '<script type="module">start()</script><script src="/x.js"></script></head><body></body></html>',
      DIRECTIVES,
    );
    expect(page.html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/><title>T<\/title>/,
    );
    expect(metaPolicy(page.html)).toBe(
      `default-src 'self'; script-src 'self' https://js.example ${sha('boot()')} ${sha('start()')}`,
    );
    // frame-ancestors means nothing in a <meta>: the header says it.
    expect(page.headerPolicy).toBe("frame-ancestors 'self'");
  });

  it('opens the head when the page declares no charset', () => {
    const page = htmlDocument('<html><head><title>T</title></head></html>', DIRECTIVES);
    expect(page.html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" /);
  });

  it('stays whole in the header for a page without a head', () => {
    const page = htmlDocument('<p>bare</p><script>go()</script>', DIRECTIVES);
    expect(page.html).toBe('<p>bare</p><script>go()</script>');
    expect(page.headerPolicy).toBe(
      `default-src 'self'; frame-ancestors 'self'; script-src 'self' https://js.example ${sha('go()')}`,
    );
  });

  it('gives a page a validator of what it serves, policy included', () => {
    const html = '<html><head></head></html>';
    const one = htmlDocument(html, DIRECTIVES);
    const other = htmlDocument(html, { ...DIRECTIVES, 'img-src': ['https:'] });
    expect(one.etag).not.toBe(other.etag);
    expect(htmlDocument(html, DIRECTIVES).etag).toBe(one.etag);
  });
});
