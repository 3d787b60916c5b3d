import { devices, expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectSameBox,
  servedPoster,
  layoutShiftTotal,
  reactOwns,
  slowCpu,
  trackLayoutShifts,
} from '../../support/fixtures.js';
import { URLS } from '../../support/ports.js';

// The demo seed's galleries: a dozen of each tenant's own menu pictures, texts per language.
const TEXTS = {
  es: {
    title: 'Galería',
    viewer: 'Visor de fotos',
    of: 'de',
    first: 'Guacamole de la casa',
    next: 'Siguiente',
    close: 'Cerrar',
  },
  en: {
    title: 'Gallery',
    viewer: 'Photo viewer',
    of: 'of',
    first: 'House guacamole',
    next: 'Next',
    close: 'Close',
  },
  fr: {
    title: 'Galerie',
    viewer: 'Visionneuse de photos',
    of: 'sur',
    first: 'Guacamole maison',
    next: 'Suivante',
    close: 'Fermer',
  },
} as const;

const grid = (page: Page) => page.getByRole('list').filter({ has: page.locator('.gallery__open') });
const cells = (page: Page) => page.locator('button.gallery__open');

/** Opens picture `index` once the grid has hydrated (a click before hydration does nothing). */
async function openPicture(page: Page, index: number, viewer: string) {
  const dialog = page.getByRole('dialog', { name: viewer });
  const cell = cells(page).nth(index);
  await reactOwns(cell);
  await cell.click();
  // The lightbox's module loads on this first open.
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the gallery page', () => {
  for (const locale of ['es', 'en', 'fr'] as const) {
    const text = TEXTS[locale];
    test(`/${locale}/galeria: the grid, the lightbox by keyboard, focus back, axe clean @phone`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/galeria`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(grid(page)).toBeVisible();
      const total = await cells(page).count();
      expect(total).toBeGreaterThanOrEqual(12);
      const first = cells(page).first().getByRole('img');
      await expect(first).toHaveAttribute('alt', text.first);
      await expect(first).toHaveAttribute('width', '500');
      await expect(first).toHaveAttribute('height', '500');
      await expect(first).toHaveAttribute('srcset', /-640\.webp 640w/);
      await expect(first).toHaveAttribute('sizes', /50vw/);
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(cells(page).nth(6).getByRole('img')).toHaveAttribute('loading', 'lazy');
      // Every picture's box is square before its bytes arrive.
      const box = await cells(page)
        .nth(total - 1)
        .boundingBox();
      expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
      await expectNoAxeViolations(page);

      const dialog = await openPicture(page, 0, text.viewer);
      await expect(dialog.getByText(`1 ${text.of} ${total}`)).toBeVisible();
      await expect(dialog.getByRole('img', { name: text.first })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(`2 ${text.of} ${total}`)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(`${total} ${text.of} ${total}`)).toBeVisible();
      // Tab stays inside the dialog.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus goes back to the picture shown last.
      await expect(cells(page).nth(total - 1)).toBeFocused();
    });
  }

  test('the buttons step too, and the close button returns focus @phone', async ({ page }) => {
    await page.goto('/en/galeria');
    const dialog = await openPicture(page, 2, TEXTS.en.viewer);
    const total = await cells(page).count();
    await dialog.getByRole('button', { name: TEXTS.en.next }).click();
    await expect(dialog.getByText(`4 of ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: TEXTS.en.close }).click();
    await expect(dialog).toBeHidden();
    await expect(cells(page).nth(3)).toBeFocused();
  });

  test('a swipe on a phone steps through the pictures @phone', async ({ browser }) => {
    // A touch screen in either project (the phone project has one already).
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
      baseURL: URLS.web,
    });
    const page = await context.newPage();
    await page.goto('/es/galeria');
    const dialog = await openPicture(page, 0, TEXTS.es.viewer);
    const total = await cells(page).count();
    const figure = await dialog.locator('figure').boundingBox();
    const y = figure!.y + figure!.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      for (let step = 1; step <= 5; step += 1)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * step) / 5, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const left = figure!.x + figure!.width * 0.8;
    const right = figure!.x + figure!.width * 0.2;
    await swipe(left, right);
    await expect(dialog.getByText(`2 de ${total}`)).toBeVisible();
    await swipe(right, left);
    await swipe(right, left);
    await expect(dialog.getByText(`${total} de ${total}`)).toBeVisible();
    await context.close();
  });

  test('the page does not shift while the pictures arrive on a slowed phone @phone', async ({
    browser,
  }) => {
    // A phone in either project.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: URLS.web,
    });
    const page = await context.newPage();
    await slowCpu(page);
    await trackLayoutShifts(page);
    await page.goto('/es/galeria');
    await expect(cells(page).first().getByRole('img')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await layoutShiftTotal(page)).toBe(0);
    await context.close();
  });

  test('each tenant shows its own gallery; the served page preloads the read', async ({
    page,
    request,
  }) => {
    await page.goto(`${URLS.restaurant}/en/galeria`);
    await expect(cells(page).first().getByRole('img')).toHaveAttribute(
      'alt',
      'Fried cassava with pork crackling',
    );
    await expect(page.getByRole('img', { name: TEXTS.en.first })).toHaveCount(0);
    const html = await (await request.get(`${URLS.web}/fr/galeria`)).text();
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/gallery?locale=fr"');
  });

  test('the served page shows the first picture before any script, where the grid then shows it @phone', async ({
    browser,
    page,
  }) => {
    // The served HTML alone (no script runs): the first cell's frame already holds its picture.
    const poster = await servedPoster(
      browser,
      page,
      `${URLS.web}/en/galeria`,
      '[data-gallery-poster] img',
    );

    // Hydrated and read: the first cell shows the same file in the same place.
    await page.goto('/en/galeria');
    const picture = cells(page).first().getByRole('img');
    await expect(picture).toHaveAttribute('alt', new RegExp(TEXTS.en.first));
    await expect(page.locator('[data-gallery-poster]')).toHaveCount(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(poster.file);
    expectSameBox(await picture.boundingBox(), poster.box);
  });
});
