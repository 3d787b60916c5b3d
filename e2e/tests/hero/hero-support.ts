import { expect, type Locator, type Page } from '@playwright/test';

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

/** A 900×500 picture drawn by the browser itself (a real PNG the API resizes to webp). */
export async function makePng(page: Page, colors: [string, string]): Promise<Buffer> {
  const base64 = await page.evaluate(([from, to]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 900, 500);
    gradient.addColorStop(0, from);
    gradient.addColorStop(1, to);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 500);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colors);
  return Buffer.from(base64, 'base64');
}

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
