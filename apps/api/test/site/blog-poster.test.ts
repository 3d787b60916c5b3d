import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storedImageOrientation } from '../../src/lib/media/images.js';
import { openFsBlobBackend } from '../../src/stores/blobs/fs-blob-backend.js';
import { createBlobStore } from '../../src/stores/blobs/scoped-blob-store.js';
import { blogPreloads, fillBlogPoster } from '../../src/plugins/app/site/slots/blog.js';
import { BLOG_POSTER_FRAME } from './site-fixture.js';

const page = `<main><h2>Upcoming events</h2>${BLOG_POSTER_FRAME}<p role="status">Loading…</p></main>`;

describe('the blog’s first picture in the served page', () => {
  it('leaves the frame hidden and preloads only the reads when there is no picture', () => {
    expect(fillBlogPoster(page, null)).toBe(page);
    expect(blogPreloads(null, 'fr')).not.toContain('as="image"');
    expect(blogPreloads(null, 'fr')).toContain('href="/api/events?when=past&amp;locale=fr"');
  });

  it('shows a cover without variants by its URL, escaped, and keeps the focal point', () => {
    const filled = fillBlogPoster(page, {
      id: 'ev"1',
      picture: {
        contentType: 'image/*',
        url: 'https://cdn.example/a"b.jpg',
        focus: { x: 25, y: 75 },
      },
      orientation: null,
    });
    expect(filled).toContain(
      '<li data-blog-poster="ev&quot;1"><article class="event-card" data-variant="upcoming"><div class="event-picture"><img alt="" src="https://cdn.example/a&quot;b.jpg" style="object-position:25% 75%" fetchpriority="high"/>',
    );
    expect(filled).not.toContain('hidden=""');
    expect(
      blogPreloads(
        {
          id: 'ev2',
          picture: { contentType: 'image/*', url: 'https://cdn.example/c.jpg' },
          orientation: null,
        },
        'es',
      ),
    ).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/c.jpg" fetchpriority="high"/>',
    );
  });
});

describe('the orientation the card will give it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blog-poster-'));
  const files = createBlobStore(openFsBlobBackend(dir)).forTenant('default');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#b5179e' } })
      .webp()
      .toBuffer();

  it('reads it from the stored file, as the card does from the loaded one', async () => {
    await files.put('events/wide/cover-640.webp', await picture(640, 400));
    await files.put('events/tall/cover-640.webp', await picture(640, 800));
    await files.put('events/even/cover-640.webp', await picture(640, 620));
    const of = (url: string) => storedImageOrientation(files, url);
    expect(await of('/api/media/events/wide/cover-640.webp')).toBe('landscape');
    expect(await of('/api/media/events/tall/cover-640.webp')).toBe('portrait');
    expect(await of('/api/media/events/even/cover-640.webp')).toBe('square');
    // Another origin's picture, a missing file, a path that climbs out: not known.
    expect(await of('https://cdn.example/wide.webp')).toBeNull();
    expect(await of('/api/media/events/none/cover-640.webp')).toBeNull();
    expect(await of('/api/media/events/../wide/cover-640.webp')).toBeNull();
  });

  it('marks the frame with it, so a landscape picture fills the frame from the first paint', () => {
    const filled = fillBlogPoster(page, {
      id: 'ev"1',
      picture: { contentType: 'image/webp', url: '/api/media/events/wide/cover.webp' },
      orientation: 'landscape',
    });
    expect(filled).toContain('<div class="event-picture" data-orientation="landscape"><img alt=""');
  });
});
