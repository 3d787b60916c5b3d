import { expect, test } from '@playwright/test';
import { hydrated, pageErrors } from '../../support/fixtures.js';

// What the API writes into the served pages, read with scripts off (a crawler, a slow phone
// before the scripts run): the hero's first event, the blog's first card, the footer's contact
// and the tenant's brand on the landing pages (apps/api/src/plugins/app/site/slots).
test.use({ javaScriptEnabled: false });

/** The demo seed's brand on the web tenant. */
const BRAND = 'La Cantina del Norte';

type Listed = { events: { title: string; slug: string; media: unknown[] }[] };
type Bss = { branding: { contact: { phone: string; email: string } } };

test.describe('served content without JavaScript', () => {
  test('/es shows the hero’s first event with its call to action, and the footer’s contact', async ({
    page,
  }) => {
    const { events } = (await (
      await page.request.get('/api/events?when=upcoming&locale=es')
    ).json()) as Listed;
    // The hero shows the upcoming events that have a picture or a video, soonest first.
    const first = events.find((event) => event.media.length > 0);
    expect(first, 'the demo seeds upcoming events with pictures').toBeTruthy();
    await page.goto('/es');
    const hero = page
      .getByRole('region', { name: /./ })
      .filter({ has: page.locator('.hero__box') });
    await expect(hero.getByRole('heading', { level: 2, name: first?.title })).toBeVisible();
    await expect(page.getByText('Cargando eventos…')).toBeHidden();

    const { contact } = (
      (await (await page.request.get('/api/bss-effective?locale=es')).json()) as Bss
    ).branding;
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Contacto' })).toBeVisible();
    if (contact.email)
      await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
    if (contact.phone)
      await expect(footer.getByRole('link', { name: contact.phone })).toBeVisible();
  });

  test('/es/blog shows its first upcoming card, linked to the card', async ({ page }) => {
    const { events } = (await (
      await page.request.get('/api/events?when=upcoming&locale=es')
    ).json()) as Listed;
    const [first] = events;
    expect(first, 'the demo seeds upcoming events').toBeTruthy();
    await page.goto('/es/blog');
    const link = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    await expect(link).toHaveText(first?.title ?? '');
    await expect(link).toHaveAttribute('href', `/es/blog#${first?.slug}`);
  });

  test('/es/galeria shows its cells (at most 24) with their alt text and a reserved box', async ({
    page,
  }) => {
    const { items } = (await (await page.request.get('/api/gallery?locale=es')).json()) as {
      items: { alt: string }[];
    };
    test.skip(items.length < 2, 'the demo gallery has one picture or none');
    await page.goto('/es/galeria');
    const pictures = page.locator('.gallery img:visible');
    await expect(pictures).toHaveCount(Math.min(items.length, 24));
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute('width', '500');
      await expect(img).toHaveAttribute('height', '500');
    }
    const named = items.findIndex((item, index) => index > 0 && item.alt);
    if (named > 0)
      await expect(pictures.nth(named)).toHaveAttribute('alt', items[named]?.alt ?? '');
  });

  test('/es shows the reviews rail’s newest reviews', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/reviews?locale=es&limit=3')).json()) as {
      items: { comment: string }[];
    };
    test.skip(items.length === 0, 'the demo has no approved review in Spanish');
    await page.goto('/es');
    for (const review of items)
      await expect(
        page.locator('.reviews-rail blockquote', { hasText: review.comment.trim() }).first(),
      ).toBeVisible();
    await expect(page.getByText('Cargando comentarios…')).toBeHidden();
  });

  test('/es/land names the tenant’s brand, in the consent sentence too', async ({ page }) => {
    await page.goto('/es/land');
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`promociones de ${BRAND}\\.`) }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Bar & Grill');
  });
});

test.describe('served content with JavaScript', () => {
  test.use({ javaScriptEnabled: true });
  const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

  for (const path of ['/es', '/es/blog', '/es/galeria', '/es/land'])
    test(`${path} hydrates without errors and the components take the served elements’ place`, async ({
      page,
    }) => {
      const problems = pageErrors(page, HYDRATION);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The footer's contact, once the branding is read, is the component's own (one card).
      await expect(page.locator('.footer-contact__card')).toHaveCount(1);
      await expect(page.locator('[data-served="contact"]')).toHaveCount(0);
      if (path === '/es') await expect(page.locator('[data-served="hero"]')).toHaveCount(0);
      if (path === '/es/blog') await expect(page.locator('[data-served="blog"]')).toHaveCount(0);
      if (path === '/es/galeria')
        await expect(page.locator('[data-served="gallery"]')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
});
