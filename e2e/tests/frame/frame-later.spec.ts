import { expect, test } from '@playwright/test';
import {
  hydrated,
  layoutShiftTotal,
  pageErrors,
  trackLayoutShifts,
} from '../../support/fixtures.js';

// The header, the footer and the bottom dock are prerendered with the page, but their code
// arrives after the page's own: React keeps their HTML as it is meanwhile and then hydrates it
// in place. Held back here until the page has hydrated and 1.5 s more, so the tenant's data and
// the session come before it.

const FRAME_MODULE = /\/assets\/public-frame-[\w-]+\.js$/;

test.describe('the frame’s code comes after the page’s', () => {
  test('header, footer and consent bar keep their HTML until it comes, then work in place @phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = pageErrors(page);
    await trackLayoutShifts(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(FRAME_MODULE, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    const response = await page.goto('/es');
    // Not in the page's first load: the document names the page's modules, but not this one.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/\/assets\/frame-[\w-]+\.js/);
    expect(html).not.toContain('public-frame');

    // The page itself hydrates meanwhile (React owns its elements), while the frame still shows
    // its prerendered HTML, which React has not taken over yet. (The tenant's data waits with
    // it: an update that reaches a boundary React has not hydrated yet waits for that boundary.)
    await expect.poll(() => requested).toBe(true);
    const owned = (selector: string) =>
      page.evaluate(
        (css) =>
          [...document.querySelectorAll(css)].some((el) =>
            Object.keys(el).some((key) => key.startsWith('__react')),
          ),
        selector,
      );
    await expect.poll(() => owned('main *')).toBe(true);
    const header = page.locator('header.site-header');
    const toggle = page.getByRole('button', { name: 'Menú' });
    const consent = page.getByRole('region', { name: 'Cookies' });
    await expect(header.getByRole('link', { name: /Inicio|La Cantina/ }).first()).toBeVisible();
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(consent).toBeVisible();
    await page.waitForTimeout(1500);
    // Marks the prerendered nodes: hydrated in place, they are the same nodes afterwards.
    await page.evaluate(() => {
      Object.assign(window, {
        prerendered: [
          document.querySelector('header.site-header'),
          document.querySelector('footer.site-footer'),
          document.querySelector('.consent-bar'),
        ],
      });
    });
    expect(await owned('header a, header button, footer a, .consent-bar button')).toBe(false);

    release();
    await hydrated(page);
    // The tenant's data, which arrived while the frame waited, shows in it now, and the page's
    // upcoming events with it.
    await expect(page.locator('.brand__logo img')).toBeVisible();
    await expect(page.locator('.footer-contact__card')).toBeVisible();
    await expect(page.locator('main .hero__slide').first()).toBeVisible();
    expect(
      await page.evaluate(() => {
        const [header, footer, bar] = (window as unknown as { prerendered: Element[] }).prerendered;
        return [
          header === document.querySelector('header.site-header'),
          footer === document.querySelector('footer.site-footer'),
          bar === document.querySelector('.consent-bar'),
        ];
      }),
    ).toEqual([true, true, true]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
        name: 'Reservas',
      }),
    ).toBeVisible();
    await consent.getByRole('button', { name: 'Rechazar' }).click();
    await expect(consent).toBeHidden();
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
