import Validator from '@adobe/structured-data-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { dayFromToday } from '../events/events-test-app.js';
import { prerenderedPage } from './site-fixture.js';
import { buildSiteTestApp, type SiteTestApp } from './site-test-app.js';
import { SCHEMA_ORG_VOCABULARY } from './schema-org-vocabulary.js';

// The served elements as apps/web prerenders them (HeroPlaceholder, FooterContact, SignupForm).
const HERO =
  '<section class="hero"><div class="hero__box hero__box--message"><img class="hero__poster" alt="" data-hero-poster="" hidden=""/><p class="hero__message" role="status">Cargando eventos…</p><div class="hero__served" data-served="hero"></div></div></section>';
const FOOTER =
  '<footer class="site-footer"><p class="site-footer__brand">Bar &amp; Grill</p><div class="footer-contact" data-served="contact"></div></footer>';
const CONSENT =
  '<label class="form-check"><input type="checkbox" required="" name="consent"/><span>Acepto recibir por correo noticias de eventos y promociones de <span>Bar &amp; Grill</span>. Puedo darme de baja en cualquier momento.</span></label>';

const BLOG =
  '<section class="blog-section"><div class="blog-served" data-served="blog"></div><p class="blog-section__note" role="status">Cargando eventos…</p></section>';

const withBody = (page: string, body: string) => page.replace('</main>', `${body}</main>`);
const PAGES = {
  'es/index.html': withBody(prerenderedPage('es', ''), HERO + FOOTER),
  'en/index.html': withBody(prerenderedPage('en', ''), HERO + FOOTER),
  'es/land/index.html': withBody(
    prerenderedPage('es', 'land'),
    `<span class="brand__name">Bar &amp; Grill</span>${CONSENT}${FOOTER}`,
  ),
  'es/blog/index.html': withBody(prerenderedPage('es', 'blog'), BLOG + FOOTER),
  'en/blog/index.html': withBody(prerenderedPage('en', 'blog'), BLOG + FOOTER),
};

const picture = {
  contentType: 'image/webp',
  url: '/media/night.webp',
  name: 'night',
  resized: [{ width: 1280, url: '/media/night-1280.webp' }],
};

let t: SiteTestApp;
beforeAll(async () => {
  t = await buildSiteTestApp({}, { pages: PAGES });
  await t.documents.forTenant('default').set('branding/default', {
    company: { brandName: 'Casa Lupita', cuisine: 'Mexicana, Parrilla' },
    contact: {
      address: { street: 'Av. Juárez', number: '12', city: 'Puebla', zip: '72000', country: 'MX' },
      phone: '+52 222 123 4567',
      email: 'hola@casalupita.example',
    },
  });
  const post = async (title: string, days: number, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
      payload: { title, date: dayFromToday(days), status: 'published', media: [picture], ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await post('Noche de mariachi <en vivo>', 1, {
    startTime: '20:00',
    endTime: '23:30',
    description: 'Música & tacos.',
    ctas: [{ type: 'url', url: '/reservas', label: 'Reservar mesa', as: 'button' }],
  });
  await post('Karaoke', 4);
  t.app.siteCache.clear();
});
afterAll(() => t.app.close());

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

describe('the served pages carry what the API knows', () => {
  it('shows the hero’s first event and its call to action in /es', async () => {
    const html = (await t.page('/es')).body;
    expect(html).toContain(
      '<div class="hero__served" data-served="hero"><div class="hero__details"><h2 class="hero__title">Noche de mariachi &lt;en vivo&gt;</h2>',
    );
    expect(html).toContain(
      '<p class="hero__ctas"><a class="button hero__cta" href="/es/reservas" target="_blank" rel="noopener noreferrer">Reservar mesa</a></p>',
    );
  });

  it('lists the blog’s first upcoming cards: title linked to the card, date line', async () => {
    const html = (await t.page('/es/blog')).body;
    expect(html).toMatch(
      /<div class="blog-served" data-served="blog"><ul class="blog-served__list"><li><h3 class="event-card__title"><a href="\/es\/blog#noche-de-mariachi-en-vivo">Noche de mariachi &lt;en vivo&gt;<\/a><\/h3><p class="event-card__when">[^<]+ · 8:00[^<]+<\/p><\/li><li><h3 class="event-card__title"><a href="\/es\/blog#karaoke">Karaoke<\/a>/,
    );
    // An Event per upcoming event on the blog too.
    expect(jsonLd(html).map((block) => block['@type'])).toEqual(['Event', 'Event']);
  });

  it('writes the footer’s contact from the tenant’s branding', async () => {
    const html = (await t.page('/es/blog')).body;
    expect(html).toContain('<h2 id="footer-contact-title" class="footer-contact__title">Contacto');
    expect(html).toContain('<a href="tel:+522221234567">+52 222 123 4567</a>');
    expect(html).toContain('<a href="mailto:hola@casalupita.example">hola@casalupita.example</a>');
    expect(html).toContain('Av. Juárez 12');
  });

  it('names the tenant’s brand on the landing page, in the consent sentence too', async () => {
    const html = (await t.page('/es/land')).body;
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('promociones de <span>Casa Lupita</span>.');
    expect(body).toContain('<span class="brand__name">Casa Lupita</span>');
    expect(body).not.toContain('Bar &amp; Grill');
  });

  it('shares a picture on every page: the first event’s on the home page, else the site’s', async () => {
    const home = (await t.page('/es')).body;
    expect(home).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/night-1280.webp"/>',
    );
    expect(home).toContain(
      '<meta property="og:image:alt" content="Noche de mariachi &lt;en vivo&gt;"/>',
    );
    const blog = (await t.page('/es/blog')).body;
    expect(blog).toContain(
      '<meta property="og:image" content="http://localhost:3000/icons/pwa/icon-512.png"/>',
    );
    expect(blog).toContain('<meta property="og:image:alt" content="Casa Lupita"/>');
  });

  it('writes a Restaurant and an Event per upcoming event on the home page', async () => {
    const html = (await t.page('/es')).body;
    // No `<` in the blocks: no text can close the element.
    for (const [, block] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ))
      expect(block).not.toContain('<');
    const blocks = jsonLd(html);
    const restaurant = blocks.find((block) => block['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({
      name: 'Casa Lupita',
      url: 'http://localhost:3000/es',
      hasMenu: 'http://localhost:3000/es/menus',
      telephone: '+52 222 123 4567',
      servesCuisine: ['Mexicana', 'Parrilla'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Juárez 12',
        addressLocality: 'Puebla',
        postalCode: '72000',
        addressCountry: 'MX',
      },
    });
    expect(restaurant?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Monday',
      opens: '09:00',
      closes: '17:00',
    });
    const events = blocks.filter((block) => block['@type'] === 'Event');
    expect(events.map((event) => event.name)).toEqual(['Noche de mariachi <en vivo>', 'Karaoke']);
    expect(events[0]?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T20:00:00[+-]\d{2}:\d{2}$/);
    expect(events[0]?.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T23:30:00[+-]\d{2}:\d{2}$/);
    expect(events[0]).toMatchObject({
      image: 'http://localhost:3000/media/night-1280.webp',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
    });
  });

  it.each(['/es', '/en/blog'])(
    'serves JSON-LD a schema.org validator accepts (%s)',
    async (path) => {
      const blocks = jsonLd((await t.page(path)).body);
      expect(blocks.length).toBeGreaterThan(0);
      const byType: Record<string, Record<string, unknown>[]> = {};
      for (const block of blocks) (byType[String(block['@type'])] ??= []).push(block);
      const issues = await new Validator(SCHEMA_ORG_VOCABULARY).validate({ jsonld: byType });
      expect(issues).toEqual([]);
    },
  );
});
