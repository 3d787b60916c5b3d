import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { authValue, guest, renderWithSession } from '../../../testing/render-with-session';
import { EventSections } from './event-sections';

describe('blog sections', () => {
  it('show loading text, then the empty states when the events cannot be read', async () => {
    // No API answers in jsdom (relative URLs do not resolve): the read fails like a network error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithSession(<EventSections locale="en" />, {
      value: authValue(guest, 'anon'),
      locale: 'en',
    });
    // One loading section until both lists are read, then both at once.
    expect(screen.getByText('Loading events…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Past events' })).toBeNull();
    expect(await screen.findByText('No upcoming events right now.')).toBeVisible();
    expect(await screen.findByText('No past events yet.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('prerender the first card’s frame, hidden, for the API to fill with its picture', () => {
    // The exact markup the API's fillBlogPoster looks for in the prerendered page.
    expect(renderToString(<EventSections locale="es" />)).toContain(
      '<ul class="event-list" aria-hidden="true"><li hidden="" data-blog-poster=""><article class="event-card" data-variant="upcoming"><div class="event-picture"><img alt="" hidden=""/></div></article></li></ul>',
    );
  });
});
