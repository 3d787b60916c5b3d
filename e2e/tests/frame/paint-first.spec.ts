import { expect, test } from '@playwright/test';
import { hydrated, pageErrors } from '../../support/fixtures.js';

// Public pages paint their prerendered HTML before their modules load (the web build's
// paint-first step), then hydrate as before: the stylesheets and the largest picture get the
// network first, and nothing a guest sees waits for the scripts.

const PAGES = ['/es', '/en/menus', '/fr/blog'] as const;

test.describe('paint first, then load the scripts', () => {
  for (const path of PAGES) {
    test(`${path} paints before its modules load, then hydrates without errors @phone`, async ({
      page,
    }) => {
      const errors = pageErrors(page);
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        modules: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.modules.length).toBeGreaterThan(5);
      expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.paint);
      expect(errors).toEqual([]);
    });
  }

  test("the menu's first picture is fetched with the page, before its first paint", async ({
    page,
  }) => {
    await page.goto('/en/menus');
    const pictures = page.locator('.menu-tabs__panel:not([hidden]) img.menu-item__media');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    const { requested, paint } = await pictures.first().evaluate((img: HTMLImageElement) => ({
      requested: performance.getEntriesByName(img.currentSrc)[0]?.startTime ?? -1,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    }));
    expect(requested).toBeGreaterThan(0);
    expect(requested).toBeLessThan(paint);
  });
});
