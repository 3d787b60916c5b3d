import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTexts } from '../../src/plugins/app/site/slots/texts.js';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, jsonBlock, type SiteTestApp } from './site-test-app.js';

// The bundled texts these cases are built on (packages/i18n/src/messages/en.json):
// common.brand "Bar & Grill", menus.title "Our menu", nav.home "Home", home.title "Welcome".
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Our menu | Bar &amp; Grill</title></head><body>${body}</body></html>`;

describe('fillTexts: the tenant’s texts in the prerendered body', () => {
  it('replaces whole text nodes, the brand included, and leaves the head alone', () => {
    const html = page(
      '<a><span class="brand__name">Bar &amp; Grill</span></a><h1>Our menu</h1><p class="site-footer__brand">Bar &amp; Grill</p>',
    );
    const filled = fillTexts(html, 'en', { 'menus.title': 'Food & drinks' }, 'Casa <Ana>');
    expect(filled?.texts).toEqual({ 'menus.title': 'Food & drinks', 'common.brand': 'Casa <Ana>' });
    expect(filled?.html).toBe(
      page(
        '<a><span class="brand__name">Casa &lt;Ana&gt;</span></a><h1>Food &amp; drinks</h1><p class="site-footer__brand">Casa &lt;Ana&gt;</p>',
      ),
    );
  });

  it('serves the bundled texts when nothing differs, or the tenant names a key the build lacks', () => {
    const html = page('<h1>Our menu</h1>');
    expect(fillTexts(html, 'en', {}, null)).toBeNull();
    expect(fillTexts(html, 'en', { 'menus.title': 'Our menu' }, 'Bar & Grill')).toBeNull();
    expect(fillTexts(html, 'en', { 'no.such.key': 'x' }, null)).toBeNull();
  });

  it('keeps a changed text that is not on the page in the block, the page untouched', () => {
    const html = page('<h1>Our menu</h1>');
    const filled = fillTexts(html, 'en', { 'home.title': 'Hello there' }, null);
    expect(filled).toEqual({ html, texts: { 'home.title': 'Hello there' } });
  });

  it('gives up (all or nothing) when a changed text also sits inside a longer text or an attribute', () => {
    const inText = page('<h1>Our menu</h1><p>Our menu of the day</p>');
    expect(fillTexts(inText, 'en', { 'menus.title': 'Food' }, null)).toBeNull();
    const inAttribute = page('<h1>Our menu</h1><a aria-label="Our menu">x</a>');
    expect(fillTexts(inAttribute, 'en', { 'menus.title': 'Food' }, null)).toBeNull();
    // The brand is fine; the title is not: neither is replaced.
    expect(
      fillTexts(
        page('<b>Bar &amp; Grill</b>' + '<p>Our menu today</p>'),
        'en',
        { 'menus.title': 'Food' },
        'Casa',
      ),
    ).toBeNull();
  });

  it('gives up when an unchanged text reads the same as a changed one (which node is which?)', () => {
    // nav.gallery and gallery.title both read "Gallery": with one changed, a node is ambiguous.
    const html = page('<a>Gallery</a><h1>Gallery</h1>');
    expect(fillTexts(html, 'en', { 'gallery.title': 'Our pictures' }, null)).toBeNull();
    expect(fillTexts(page('<a>Home</a>'), 'en', { 'nav.home': 'Start' }, null)?.html).toBe(
      page('<a>Start</a>'),
    );
  });

  it('follows nesting: a text that names the brand reads the tenant’s', () => {
    // reservations.description nests $t(common.brand): "Book a table at Bar & Grill."
    const html = page('<p>Book a table at Bar &amp; Grill.</p>');
    expect(fillTexts(html, 'en', {}, 'Casa Ana')).toBeNull(); // the brand sits inside that text
    const alone = page('<p>Bar &amp; Grill</p>');
    expect(fillTexts(alone, 'en', {}, 'Casa Ana')?.html).toBe(page('<p>Casa Ana</p>'));
  });
});

describe('the served pages', () => {
  let t: SiteTestApp;
  beforeAll(async () => {
    t = await buildSiteTestApp();
  });
  afterAll(() => t.app.close());

  it('carry a staff member’s text from the next page on, with the bar-texts block that names it', async () => {
    expect((await t.page('/en/menus')).body).toContain('<h1>Our menu</h1>');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/i18n/site',
      headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
      payload: { entries: { 'menus.title': { en: 'Food & drinks' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await t.page('/en/menus')).body;
    expect(html).toContain('<h1>Food &amp; drinks</h1>');
    expect(html).toContain('<title>Our menu | '); // the head is the metadata's, not a text
    const block = jsonBlock<{ locale: string; texts: Record<string, string> }>(html, 'bar-texts');
    expect(block?.locale).toBe('en');
    expect(block?.texts['menus.title']).toBe('Food & drinks');
    // Another language keeps its bundled title.
    expect((await t.page('/fr/menus')).body).not.toContain('Food &amp; drinks');
  });
});
