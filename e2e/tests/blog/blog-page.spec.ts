import { expect, test } from '@playwright/test';
import { routeExternalHosts } from '../../support/auth-gapi-stand-in.js';
import { URLS } from '../../support/ports.js';
import {
  expectNoAxeViolations,
  expectSameBox,
  layoutShiftTotal,
  servedPoster,
  slowCpu,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import {
  type CreatedEvent,
  createEvent,
  dayFromToday,
  portraitPng,
  staffToken,
  uploadPicture,
} from './blog-events.js';

const HEADINGS = { es: 'Próximos eventos', en: 'Upcoming events', fr: 'Événements à venir' };
const NEW_TAB = {
  es: '(se abre en una pestaña nueva)',
  en: '(opens in a new tab)',
  fr: "(s'ouvre dans un nouvel onglet)",
};

const LOADING = {
  es: 'Cargando eventos…',
  en: 'Loading events…',
  fr: 'Chargement des événements…',
};

let published: CreatedEvent;
let draft: CreatedEvent;

test.describe('the blog page', () => {
  test.beforeAll(async ({ browser, request }) => {
    const token = await staffToken();
    const stamp = Date.now();
    published = await createEvent(request, token, {
      title: `Noche de salsa ${stamp}`,
      date: dayFromToday(2),
      startTime: '21:00',
      location: 'Salón principal',
      description: 'Orquesta en vivo.\nClase de baile a las 20:00.',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      status: 'published',
      ctas: [
        { type: 'url', url: 'https://example.com/reservar', label: 'Reservar', as: 'button' },
        { type: 'phone', url: '+1 (416) 555-0100', label: 'Llamar', as: 'link' },
      ],
    });
    const page = await browser.newPage();
    await uploadPicture(request, token, published.id, await portraitPng(page));
    await page.close();
    draft = await createEvent(request, token, {
      title: `Borrador oculto ${stamp}`,
      date: dayFromToday(1),
      status: 'draft',
    });
  });

  test.beforeEach(async ({ context }) => {
    await routeExternalHosts(context);
  });

  for (const locale of ['es', 'en', 'fr'] as const) {
    test(`shows the published event with its picture and calls to action in ${locale}; never the draft`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/blog`);
      const upcoming = page.getByRole('region', { name: HEADINGS[locale] });
      const card = upcoming.getByRole('article', { name: published.title });
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('id', published.slug);
      await expect(card).toHaveAttribute('data-variant', 'upcoming');

      const reserve = card.getByRole('link', { name: `Reservar ${NEW_TAB[locale]}` });
      await expect(reserve).toHaveAttribute('href', 'https://example.com/reservar');
      await expect(reserve).toHaveAttribute('target', '_blank');
      await expect(reserve).toHaveAttribute('rel', 'noopener noreferrer');
      const call = card.getByRole('link', { name: 'Llamar', exact: true });
      await expect(call).toHaveAttribute('href', 'tel:+14165550100');
      await expect(call).not.toHaveAttribute('target');

      const picture = card.getByRole('img', { name: published.title });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('srcset', /-640\.webp 640w, .*-750\.webp 750w$/);
      await expect(card.locator('.event-picture')).toHaveAttribute('data-orientation', 'portrait');

      await expect(page.getByText(draft.title)).toHaveCount(0);
      await expect(page.getByText(LOADING[locale])).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the description toggles, the share links point at the card, the video opens in a modal', async ({
    page,
  }) => {
    await page.goto('/en/blog');
    const card = page.getByRole('article', { name: published.title });
    await card.getByRole('button', { name: 'Show description' }).click();
    await expect(card.getByText('Orquesta en vivo.')).toBeVisible();
    await card.getByRole('button', { name: 'Hide description' }).click();
    await expect(card.getByText('Orquesta en vivo.')).toBeHidden();

    await card.getByText('Share', { exact: true }).click();
    const url = encodeURIComponent(`${new URL(page.url()).origin}/en/blog#${published.slug}`);
    await expect(card.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://api.whatsapp.com/send?text=${encodeURIComponent(published.title)}%20${url}`,
    );
    await expect(card.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const watch = card.getByRole('button', { name: 'Watch the video' });
    await watch.click();
    const dialog = page.getByRole('dialog', { name: `Video: ${published.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close the video' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close the video' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
    await watch.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test('the lists arrive without pushing what the visitor sees (CLS < 0.05, a slow phone) @phone', async ({
  page,
  context,
}) => {
  await routeExternalHosts(context);
  // A mid-range phone's CPU: the two lists' answers then land in different frames, as on a real
  // phone, which is when one list pushed the other and the footer down.
  await slowCpu(page);
  await trackLayoutShifts(page);
  await page.goto('/fr/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Événements passés' })).toBeVisible();
  await expect(page.getByText(LOADING.fr)).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
});

test('the served page shows the first card’s picture before any script, where the card then shows it @phone', async ({
  browser,
  page,
  context,
}) => {
  await routeExternalHosts(context);
  // The served HTML alone (no script runs): the first card's frame already holds its picture.
  const poster = await servedPoster(browser, page, `${URLS.web}/es/blog`, '[data-blog-poster] img');

  // Hydrated and read: the first card shows the same file in the same place.
  await page.goto('/es/blog');
  await expect(page.getByText(LOADING.es)).toHaveCount(0);
  const picture = page.locator('.event-list article').first().locator('.event-picture img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(poster.file);
  // Sat in its frame the same way (a landscape picture fills it, others are shown whole).
  await expect(picture.locator('..')).toHaveAttribute('data-orientation', /.+/);
  expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe(poster.fit);
  expectSameBox(await picture.boundingBox(), poster.box);
});

test('the first card keeps the served picture element: painted once, one largest paint @phone', async ({
  page,
  context,
}) => {
  await routeExternalHosts(context);
  // The picture element the served HTML holds (before any of the page's modules run), and every
  // image the browser reports as the largest paint.
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: Element[]; served: Element | null };
    w.lcp = [];
    document.addEventListener('DOMContentLoaded', () => {
      w.served = document.querySelector('[data-blog-poster] img');
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        if (element?.tagName === 'IMG') w.lcp.push(element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/es/blog');
  await expect(page.getByText(LOADING.es)).toHaveCount(0);
  await expect(page.locator('[data-blog-poster]')).toHaveCount(0);
  const first = page.locator('.event-list article').first();
  await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => {
    const { lcp, served: img } = window as unknown as { lcp: Element[]; served: Element | null };
    const card = document.querySelector('.event-list article .event-picture img');
    return {
      same: img !== null && img === card,
      connected: img?.isConnected ?? false,
      lcp: lcp.length,
      lcpIsIt: lcp.every((element) => element === img),
    };
  });
  // The element the API filled is the card's picture: React kept it, it did not paint a new one.
  expect(seen).toEqual({ same: true, connected: true, lcp: 1, lcpIsIt: true });
});

test('the served page preloads both lists and the page uses those answers (one request each)', async ({
  page,
  context,
}) => {
  await routeExternalHosts(context);
  const reads: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') reads.push(request.url());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(reads.map((url) => new URL(url).search).sort()).toEqual([
    '?when=past&locale=en',
    '?when=upcoming&locale=en',
  ]);
  expect(warnings).toEqual([]);
});
