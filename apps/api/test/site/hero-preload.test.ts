import { describe, expect, it } from 'vitest';
import { heroPreload } from '../../src/plugins/app/site/hero-preload.js';
import type { HeroEventList } from '../../src/repositories/hero-events.js';

const list = (media: Array<Record<string, unknown>>) =>
  ({
    when: 'upcoming',
    today: '2026-11-21',
    timeZone: 'America/Toronto',
    events: [{ media }],
  }) as unknown as HeroEventList;

describe('heroPreload', () => {
  it('preloads the first slide when it is a picture, with the hero’s sizes', () => {
    const tag = heroPreload(
      list([
        { contentType: 'image/jpeg', url: '/a.jpg', resized: [{ width: 640, url: '/a-640.webp' }] },
      ]),
    );
    expect(tag).toContain('imagesrcset="/a-640.webp 640w"');
    expect(tag).toContain('imagesizes="(min-width: 60rem) 58rem, 100vw"');
  });

  it('preloads nothing when the hero opens on a video (it would fetch a picture not shown first)', () => {
    expect(
      heroPreload(
        list([
          { contentType: 'video/mp4', url: '/v.mp4' },
          { contentType: 'image/jpeg', url: '/a.jpg' },
        ]),
      ),
    ).toBe('');
  });

  it('preloads nothing without events', () => {
    expect(heroPreload(null)).toBe('');
  });
});
