import { describe, expect, it } from 'vitest';
import { fillHeroPoster, heroPreload } from '../../src/plugins/app/site/slots/hero.js';
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

describe('fillHeroPoster', () => {
  const template =
    '<main><div class="hero__box"><img class="hero__poster" alt="" data-hero-poster="" hidden=""/><p>…</p></div></main>';

  it('shows the opening picture in the prerendered poster (no hidden, webp srcset, hero sizes)', () => {
    const html = fillHeroPoster(
      template,
      list([
        { contentType: 'image/jpeg', url: '/a.jpg', resized: [{ width: 640, url: '/a-640.webp' }] },
      ]),
    );
    expect(html).toContain(
      '<img class="hero__poster" alt="" data-hero-poster="" src="/a.jpg" srcset="/a-640.webp 640w" sizes="(min-width: 60rem) 58rem, 100vw" fetchpriority="high"/>',
    );
    expect(html).not.toContain('hidden');
  });

  it("crops the poster like the carousel: the picture's focal point stays in view", () => {
    const html = fillHeroPoster(
      template,
      list([{ contentType: 'image/jpeg', url: '/a.jpg', focus: { x: 50, y: 0 } }]),
    );
    expect(html).toContain('style="object-position:50% 0%"');
  });

  it('leaves the poster hidden when the hero opens on a video or has no events', () => {
    expect(fillHeroPoster(template, list([{ contentType: 'video/mp4', url: '/v.mp4' }]))).toBe(
      template,
    );
    expect(fillHeroPoster(template, null)).toBe(template);
  });
});
