import { describe, expect, it } from 'vitest';
import { blogPreloads, fillBlogPoster } from '../../src/plugins/app/site/blog-poster.js';
import { BLOG_POSTER_FRAME } from './site-fixture.js';

const page = `<main><h2>Upcoming events</h2>${BLOG_POSTER_FRAME}<p role="status">Loading…</p></main>`;

describe('the blog’s first picture in the served page', () => {
  it('leaves the frame hidden and preloads only the reads when there is no picture', () => {
    expect(fillBlogPoster(page, { picture: null })).toBe(page);
    expect(fillBlogPoster(page, null)).toBe(page);
    expect(blogPreloads(null)).not.toContain('as="image"');
    expect(blogPreloads({ picture: null })).toContain('href="/api/events?when=past"');
  });

  it('shows a cover without variants by its URL, escaped, and keeps the focal point', () => {
    const filled = fillBlogPoster(page, {
      picture: {
        contentType: 'image/*',
        url: 'https://cdn.example/a"b.jpg',
        focus: { x: 25, y: 75 },
      },
    });
    expect(filled).toContain(
      '<li data-blog-poster=""><div class="event-card" data-variant="upcoming"><div class="event-picture"><img alt="" src="https://cdn.example/a&quot;b.jpg" style="object-position:25% 75%" fetchpriority="high"/>',
    );
    expect(filled).not.toContain('hidden=""');
    expect(
      blogPreloads({ picture: { contentType: 'image/*', url: 'https://cdn.example/c.jpg' } }),
    ).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/c.jpg" fetchpriority="high"/>',
    );
  });
});
