import type { Page } from '@playwright/test';

/**
 * A PNG drawn by the browser itself (a diagonal gradient between two colours): a real picture
 * for the API to sniff and resize to webp, with no fixture files to keep.
 */
export async function drawPng(
  page: Page,
  { width, height, colors }: { width: number; height: number; colors: [string, string] },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, from, to]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height, colors[0], colors[1]] as const,
  );
  return Buffer.from(base64, 'base64');
}
