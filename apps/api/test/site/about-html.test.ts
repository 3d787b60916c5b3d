import type { About, AboutView } from '@bar/domain/branding/about';
import { aboutWindow } from '@bar/i18n/about-view';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillAbout } from '../../src/plugins/app/site/slots/about.js';
import { ABOUT_PLACEHOLDER } from './site-fixture.js';
import { buildSiteTestApp, jsonBlock, type SiteTestApp } from './site-test-app.js';

const page = `<main><h1>About us</h1>${ABOUT_PLACEHOLDER}</main>`;
const about: About = {
  mission: 'Feed <everyone>.',
  values: ['Warmth'],
  schedule: [
    { day: 'monday', open: '09:00', close: '17:00', closed: false },
    { day: 'wednesday', open: '09:00', close: '17:00', closed: false },
    { day: 'sunday', open: '', close: '', closed: true },
  ],
  holidays: [{ name: 'Christmas', date: '12-25' }],
  branches: [],
  timeZone: 'America/Toronto',
};
const contact = { address: 'King St 1, Toronto', phone: '+1 416 555 0100' };
// Wednesday 2026-11-25 in Toronto (UTC-5): 15:00 is 20:00Z; the day closes at 17:00 (22:00Z).
const WEDNESDAY_3PM = Date.parse('2026-11-25T20:00:00Z');
const MINUTE = 60_000;

type Block = { locale: string; view: AboutView; from: number; until: number };

describe('the about page as served', () => {
  it('renders the board at the API’s clock in the tenant’s zone, with the block the browser reads', () => {
    const { html, tail, until } = fillAbout(
      page,
      'en',
      { about, contact },
      undefined,
      WEDNESDAY_3PM,
    );
    expect(html).not.toContain('about--loading');
    // In a Suspense boundary, as the browser renders it: React keeps it until the board's module.
    expect(html).toMatch(/<!--\$--><div class="about">[\s\S]*<\/div><!--\/\$-->/);
    expect(html).toContain('<h2 id="about-mission">Mission</h2><p>Feed &lt;everyone&gt;.</p>');
    expect(html).toContain(
      '<p class="about__state about__state--open">Open now · closes at 5:00 PM</p>',
    );
    expect(html).toContain(
      '<tr class="about__today" aria-current="date"><th scope="row">Wednesday (today)</th><td>9:00 AM – 5:00 PM</td></tr>',
    );
    expect(html).toContain('<li>December 25 — Christmas</li>');
    expect(html).toContain('<a href="tel:+14165550100">+1 416 555 0100</a>');
    expect(html).toContain('<button type="button" class="about-map__placeholder">');
    const block = jsonBlock<Block & { about: About }>(tail, 'bar-about');
    expect(block?.locale).toBe('en');
    expect(block?.about).toEqual(about);
    // The view the browser shows as served: what the board was rendered from.
    expect(block?.view.hours.line).toBe('Open now · closes at 5:00 PM');
    expect(block?.view.labels.mapTitle).toBe('Map: King St 1, Toronto');
    expect(block?.view.contact).toEqual(contact);
    expect(block?.from).toBeLessThanOrEqual(WEDNESDAY_3PM);
    expect(until).toBe(block?.until);
  });

  it('says until when the page reads the same: the next change of the line or of today', () => {
    // Open since 09:00 (14:00Z): the window looks back an hour at most; closing is 2 h away.
    expect(aboutWindow(about, WEDNESDAY_3PM + 30_000)).toEqual({
      from: WEDNESDAY_3PM - 60 * MINUTE,
      until: Date.parse('2026-11-25T22:00:00Z'),
    });
    // 16:59:30: closing comes in the next minute; the line changes at 17:00 sharp.
    const late = Date.parse('2026-11-25T21:59:30Z');
    expect(aboutWindow(about, late).until).toBe(Date.parse('2026-11-25T22:00:00Z'));
    // Closed from 17:00 until Monday: the window stops at three hours ahead.
    const evening = Date.parse('2026-11-25T23:00:00Z');
    expect(aboutWindow(about, evening)).toEqual({
      from: Date.parse('2026-11-25T22:00:00Z'),
      until: evening + 180 * MINUTE,
    });
  });

  it('writes the closed line in the page’s language with the tenant’s own texts', () => {
    // Sunday noon in Toronto: closed all day, next opening Monday 09:00.
    const sunday = Date.parse('2026-11-29T17:00:00Z');
    const { html } = fillAbout(
      page,
      'fr',
      { about, contact },
      { 'about.hours.opensOn': 'On rouvre {{day}} à {{time}}' },
      sunday,
    );
    expect(html).toContain('<p class="about__state">On rouvre lundi à 9 h 00</p>');
    expect(html).toContain('<th scope="row">dimanche (aujourd&#x27;hui)</th><td>Fermé</td>');
  });

  it('leaves a page without the placeholder as it is', () => {
    const other = '<main><h1>Blog</h1></main>';
    expect(fillAbout(other, 'es', { about, contact }, undefined, WEDNESDAY_3PM)).toEqual({
      html: other,
      tail: '',
      until: null,
    });
  });
});

describe('the served about page', () => {
  let t: SiteTestApp;
  beforeAll(async () => {
    t = await buildSiteTestApp();
  });
  afterAll(() => t.app.close());
  afterEach(() => vi.useRealTimers());

  it('holds the tenant’s hours, and is rendered again as soon as its line changes', async () => {
    // 16:59:40 on a Wednesday in Toronto: open for twenty more seconds (the site's data is
    // cached for thirty, so only the clock can make the next rendering differ).
    const closing = Date.parse('2026-11-25T22:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: closing - 20_000 });
    const before = (await t.page('/en/sobrenosotros')).body;
    const first = jsonBlock<Block>(before, 'bar-about');
    expect(first?.locale).toBe('en');
    expect(first?.until).toBe(closing);
    expect(before).toContain(
      '<p class="about__state about__state--open">Open now · closes at 5:00 PM</p>',
    );
    vi.setSystemTime(closing - 1_000);
    expect((await t.page('/en/sobrenosotros')).body).toBe(before);
    vi.setSystemTime(closing);
    const after = (await t.page('/en/sobrenosotros')).body;
    expect(after).toContain('<p class="about__state">Closed now · opens Thursday at 9:00 AM</p>');
    expect(jsonBlock<Block>(after, 'bar-about')?.from).toBe(closing);
  });
});
