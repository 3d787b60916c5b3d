import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { oneAtATime, webpVariants } from './images.js';

describe('oneAtATime', () => {
  it('runs the work of concurrent callers one after the other, even when one fails', async () => {
    let running = 0;
    let most = 0;
    const work = (fail: boolean) =>
      oneAtATime(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (fail) throw new Error('boom');
        return 'ok';
      });
    const results = await Promise.allSettled([work(false), work(true), work(false), work(false)]);
    expect(most).toBe(1);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('webpVariants', () => {
  it('makes every width from one picture, smallest first', async () => {
    const png = await sharp({
      create: { width: 1300, height: 200, channels: 3, background: '#b5179e' },
    })
      .png()
      .toBuffer();
    const variants = await webpVariants(png, { widths: [320, 640, 1280, 1920] });
    expect(variants?.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    for (const variant of variants!) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
    }
  });
});
