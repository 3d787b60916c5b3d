import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../../support/fixtures.js';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * The expanded list's box, checked against each visible element of `selector`. Measured in one
 * go inside the page: the page hydrates and fills in meanwhile, so an element seen visible could
 * be gone by a second round trip.
 */
async function coveredBy(page: Page, selector: string): Promise<number> {
  const list = page.locator('.site-header nav.language-switcher').getByRole('list');
  await expect(list).toBeVisible();
  return list.evaluate((listElement, contentSelector) => {
    const a = listElement.getBoundingClientRect();
    let covered = 0;
    for (const element of document.querySelectorAll(contentSelector)) {
      const b = element.getBoundingClientRect();
      const visible =
        b.width > 0 && b.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (visible && overlaps) covered += 1;
    }
    return covered;
  }, selector);
}

// The switcher opens expanded for 7 s (spec); in those seconds it must cover no content.
test.describe('the language switcher at load', () => {
  for (const path of ['/es/galeria', '/es', '/fr/sobrenosotros'])
    test(`covers neither the heading nor the page on a 390 px phone (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.clock.install();
      await page.goto(path);
      // Measured on the hydrated page: hydration remounts the switcher and may redraw the heading.
      await hydrated(page);
      const toggle = page.getByRole('button', { name: /Idioma|Langue/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator('.site-header nav.language-switcher').getByRole('list');
      await expect(list).toBeVisible();
      const h1 = await boxOf(page.getByRole('heading', { level: 1 }).first());
      expect(intersects(await boxOf(list), h1)).toBe(false);
      // Nothing of the page's main content either, nor the header's own toggles.
      expect(await coveredBy(page, 'main > *')).toBe(0);
      expect(await coveredBy(page, '.site-header button:not([aria-expanded])')).toBe(0);
      // Every language stays one tap away, named by its language.
      await expect(list.getByRole('link', { name: 'English' })).toBeVisible();
    });

  test('covers neither the navigation bar (social icons) nor the page on desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/es/galeria');
    const list = page.getByRole('navigation', { name: 'Cambiar idioma' }).getByRole('list');
    await expect(list).toBeVisible();
    expect(await coveredBy(page, '.main-nav, main > *, .site-header button')).toBe(0);
  });

  test('a list the visitor opens is still a popover under the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/en/galeria');
    const toggle = page.getByRole('button', { name: /Language/ });
    const list = page.getByRole('navigation', { name: 'Change language' }).getByRole('list');
    // The minimise timer starts once the page has hydrated: move the clock until it ran.
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 500 });
    }).toPass();
    await toggle.click();
    await expect(list).toBeVisible();
    const listBox = await boxOf(list);
    expect(listBox.y).toBeGreaterThan((await boxOf(toggle)).y);
    await expect(list.getByRole('link', { name: 'Español' })).toBeVisible();
  });
});
