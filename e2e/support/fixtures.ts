import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/**
 * axe over the page (WCAG 2.1 A/AA and best practices), one line per violation (empty when clean);
 * `exclude` leaves out selectors whose colours are the user's own content (the theme editor's
 * preview of the colours being edited).
 */
export async function axeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** How far the page scrolls sideways, in CSS pixels (0 or less when it fits its window). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Runs axe-core on the page and expects no violations (see `axeViolations`). */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}

/**
 * Sums the page's layout shifts not caused by input (what CLS counts) from the next navigation
 * on, buffered from its first paint; read the sum with `layoutShiftTotal`.
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { __cls: number };
    target.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) target.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** A mid-range phone's CPU (Lighthouse's mobile setting): the page's scripts run 4× slower. */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Resolves once React has hydrated the public page (it owns the header's first button). The
 * prerendered page paints before its modules load, so a click or key press that lands earlier
 * reaches plain HTML: tests that press a button right after `goto` wait for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const button = document.querySelector('header button');
        return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}

/**
 * Resolves once React owns `target` (its hydrated element carries React's keys): the served
 * element is there before its module runs, and a click on it earlier reaches plain HTML. Tests
 * that open a dialog wait for this, then click once: a click repeated while a modal dialog is
 * opening would land on the dialog's backdrop instead.
 */
export async function reactOwns(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

type Box = { x: number; y: number; width: number; height: number } | null;

/**
 * A served page's poster picture (the hidden frame the API fills) as it shows with scripts off,
 * in a viewport like `like`'s: once loaded, where it sits, which file it shows and how it fits.
 */
export async function servedPoster(
  browser: Browser,
  like: Page,
  url: string,
  selector: string,
): Promise<{ box: Box; file: string; fit: string }> {
  const viewport = like.viewportSize() ?? { width: 1280, height: 720 };
  const served = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await served.newPage();
  await page.goto(url);
  const poster = page.locator(selector);
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = await poster.boundingBox();
  const { file, fit } = await poster.evaluate((img: HTMLImageElement) => ({
    file: img.currentSrc,
    fit: getComputedStyle(img).objectFit,
  }));
  await served.close();
  return { box, file, fit };
}

/** The same place and size, within a pixel (a picture shown where its poster was). */
export function expectSameBox(actual: Box, expected: Box): void {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((actual?.[side] ?? -1) - (expected?.[side] ?? 1)), side).toBeLessThanOrEqual(1);
}

/**
 * The page's uncaught errors and console errors from here on (only those matching `only`, when
 * given), for a test that expects the page to start cleanly: `expect(errors).toEqual([])`.
 */
export function pageErrors(page: Page, only?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && (only === undefined || only.test(message.text())))
      errors.push(message.text());
  });
  return errors;
}
