import { expect, type Locator, type Page } from '@playwright/test';
import { drawPng } from '../../support/pictures.js';

export type PublicEvent = {
  id: string;
  title: string;
  media: { contentType: string; url: string; resized: { width: number; url: string }[] }[];
};

/** A date in the coming days, so the event is upcoming in any zone. */
export const futureDate = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The hero region once its events have loaded (the carousel role description is set). */
export function heroRegion(page: Page, name: string): Locator {
  return page.locator('section.hero[aria-roledescription]').and(page.getByRole('region', { name }));
}

/** A 900×500 picture (a real PNG the API resizes to webp). */
export const makePng = (page: Page, colors: [string, string]): Promise<Buffer> =>
  drawPng(page, { width: 900, height: 500, colors });

/** Presses Tab (or Shift+Tab) until the focused element has this accessible label. */
export async function tabTo(page: Page, label: string | RegExp, backwards = false): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    const current = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        '',
    );
    if (typeof label === 'string' ? current === label : label.test(current)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(`focus never reached ${String(label)}`).toBe('');
}
