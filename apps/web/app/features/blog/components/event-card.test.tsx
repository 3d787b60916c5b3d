import { EventSchema } from '@bar/domain/events/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, guest, renderWithSession } from '../../../testing/render-with-session';
import { cardMedia } from '../lib/card-media';
import { EventCard } from './event-card';
import { PastEventReview } from './past-event-review';

const event = EventSchema.parse({
  id: 'ev1',
  slug: 'noche-de-jazz',
  title: 'Noche de jazz',
  date: '2025-03-14',
  startTime: '20:30',
  location: 'Terraza',
  artist: 'Cuarteto Sur',
  description: 'Cuarteto en vivo.\nEntrada libre.',
  status: 'published',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  media: [
    {
      contentType: 'image/png',
      url: '/api/media/events/ev1/cartel.png',
      name: 'cartel.png',
      resized: [
        { width: 750, url: '/api/media/events/ev1/cartel-750.webp' },
        { width: 640, url: '/api/media/events/ev1/cartel-640.webp' },
      ],
    },
  ],
  ctas: [
    { type: 'url', url: 'https://example.com/reservar', label: 'Reservar' },
    { type: 'phone', url: '+1 (416) 555-0100', label: 'Llamar', as: 'link' },
  ],
});

// The card's body is a module of its own: each test waits for the card, which shows with it.
describe('event card', { timeout: 20_000 }, () => {
  it('upcoming: anchors on its slug, shows the date, picture and its calls to action', async () => {
    renderWithSession(
      <EventCard event={event} media={cardMedia(event)} variant="upcoming" locale="es" />,
      {
        value: authValue(guest, 'anon'),
        path: '/es/blog',
      },
    );
    await screen.findByRole('article');
    const card = screen.getByRole('article', { name: 'Noche de jazz' });
    expect(card).toHaveAttribute('id', 'noche-de-jazz');
    expect(card).toHaveAttribute('data-variant', 'upcoming');
    expect(within(card).getByText(/^viernes, 14 de marzo de 2025/)).toBeVisible();
    expect(within(card).getByText('Con Cuarteto Sur')).toBeVisible();

    const reserve = within(card).getByRole('link', { name: /^Reservar/ });
    expect(reserve).toHaveAttribute('href', 'https://example.com/reservar');
    expect(reserve).toHaveAttribute('target', '_blank');
    expect(reserve).toHaveAttribute('rel', 'noopener noreferrer');
    expect(reserve).toHaveAccessibleName('Reservar (se abre en una pestaña nueva)');
    const call = within(card).getByRole('link', { name: 'Llamar' });
    expect(call).toHaveAttribute('href', 'tel:+14165550100');
    expect(call).not.toHaveAttribute('target');
    expect(within(card).queryByRole('button', { name: 'Deja tu opinión' })).toBeNull();

    const img = within(card).getByRole('img', { name: 'Noche de jazz' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/api/media/events/ev1/cartel-640.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/api/media/events/ev1/cartel-640.webp 640w, /api/media/events/ev1/cartel-750.webp 750w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 48rem) 24rem, 100vw');
    const frame = img.parentElement!;
    expect(frame).not.toHaveAttribute('data-orientation');
    Object.defineProperties(img, { naturalWidth: { value: 500 }, naturalHeight: { value: 800 } });
    fireEvent.load(img);
    expect(frame).toHaveAttribute('data-orientation', 'portrait');
  });

  it("speaks the picture's own alt text and keeps its focal point in the crop", async () => {
    const described = EventSchema.parse({
      ...event,
      media: [{ ...event.media[0], alt: 'Cuarteto en la terraza', focus: { x: 50, y: 0 } }],
    });
    renderWithSession(
      <EventCard event={described} media={cardMedia(described)} variant="upcoming" locale="es" />,
      {
        value: authValue(guest, 'anon'),
        path: '/es/blog',
      },
    );
    await screen.findByRole('article');
    const img = screen.getByRole('img', { name: 'Cuarteto en la terraza' });
    expect(img.style.objectPosition).toBe('50% 0%');
  });

  it('marks a card short when its text block is under 120 px high', async () => {
    renderWithSession(
      <EventCard event={event} media={cardMedia(event)} variant="upcoming" locale="en" />,
      {
        value: authValue(guest, 'anon'),
        locale: 'en',
      },
    );
    await screen.findByRole('article');
    // jsdom lays nothing out (0 px high): short.
    expect(screen.getByRole('article')).toHaveAttribute('data-short', 'true');
  });

  it('turns phones and web addresses in its description into links', async () => {
    const user = userEvent.setup();
    const described = {
      ...event,
      description: 'Reservas al 416-555-0100 o en https://example.com/reservar',
    };
    renderWithSession(
      <EventCard event={described} media={cardMedia(described)} variant="upcoming" locale="en" />,
      {
        value: authValue(guest, 'anon'),
        locale: 'en',
      },
    );
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Show description' }));
    expect(screen.getByRole('link', { name: '416-555-0100' })).toHaveAttribute(
      'href',
      'tel:4165550100',
    );
    expect(screen.getByRole('link', { name: 'https://example.com/reservar' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('toggles its description and folds its share links', async () => {
    const user = userEvent.setup();
    renderWithSession(
      <EventCard event={event} media={cardMedia(event)} variant="upcoming" locale="en" />,
      {
        value: authValue(guest, 'anon'),
        locale: 'en',
      },
    );
    await screen.findByRole('article');
    const toggle = screen.getByRole('button', { name: 'Show description' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Cuarteto en vivo/)).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide description' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/Cuarteto en vivo/)).toBeVisible();

    const anchor = encodeURIComponent(`${window.location.origin}/#noche-de-jazz`);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook', hidden: true });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${anchor}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const names = screen
      .getAllByRole('link', { name: /^Share/, hidden: true })
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual([
      'Share by e-mail',
      'Share on Facebook',
      'Share on LinkedIn',
      'Share on Pinterest',
      'Share on Reddit',
      'Share on Telegram',
      'Share on Twitter',
      'Share on WhatsApp',
    ]);
    expect(screen.getByRole('button', { name: 'Watch the video' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('past: the date line the API wrote, no calls to action, a review panel instead', async () => {
    renderWithSession(
      <EventCard
        event={event}
        media={cardMedia(event)}
        variant="past"
        locale="fr"
        dateLine="vendredi 14 mars 2025 · 20 h 30 (servie)"
        review={<PastEventReview event={event} locale="fr" />}
      />,
      { value: authValue(guest, 'anon'), locale: 'fr' },
    );
    await screen.findByRole('article');
    // Shown as the API wrote it (no date formatter in the browser).
    expect(screen.getByText('vendredi 14 mars 2025 · 20 h 30 (servie)')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Donner votre avis' })).toBeVisible();
  });
});
