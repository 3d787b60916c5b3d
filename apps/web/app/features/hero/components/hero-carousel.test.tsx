import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroEvent, renderInLocale, THREE_EVENTS } from '../testing/hero-fixtures';
import { HeroCarousel } from './hero-carousel';

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const currentSlide = () =>
  screen
    .getAllByRole('group', { name: /de \d$/ })
    .find((slide) => slide.dataset.current === 'true')
    ?.getAttribute('aria-label');

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

describe('the hero carousel', () => {
  it('advances a picture after 7000 ms, then on to the next event after its last slide', () => {
    renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    expect([title(), currentSlide()]).toEqual(['Evento a', '1 de 2']);
    wait(6999);
    expect(currentSlide()).toBe('1 de 2');
    wait(1);
    expect(currentSlide()).toBe('2 de 2');
    wait(7000);
    expect([title(), currentSlide()]).toEqual(['Evento b', '1 de 2']);
  });

  it('gives a video slide 70000 ms at most, or moves on when it ends', () => {
    const { container } = renderInLocale(<HeroCarousel events={THREE_EVENTS.slice(1)} />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'metadata');
    wait(69_999);
    expect(currentSlide()).toBe('1 de 2');
    wait(1);
    expect(currentSlide()).toBe('2 de 2');
    expect(container.querySelector('video')).toBeNull(); // players exist only while current

    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    fireEvent.ended(container.querySelector('video')!);
    expect(currentSlide()).toBe('2 de 2');
  });

  it('pauses while the tab is hidden', () => {
    renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    setHidden(true);
    wait(20_000);
    expect(currentSlide()).toBe('1 de 2');
    setHidden(false);
    wait(7000);
    expect(currentSlide()).toBe('2 de 2');
  });

  it('slides the next event in for 520 ms, ignoring event changes meanwhile, and wraps to the first', () => {
    const { container } = renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    const next = screen.getByRole('button', { name: 'Evento siguiente' });
    fireEvent.click(next);
    expect(container.querySelector('.hero__stage')).toHaveAttribute('data-transition', 'next');
    fireEvent.click(next);
    expect(title()).toBe('Evento b');
    wait(520);
    expect(container.querySelector('.hero__stage')).not.toHaveAttribute('data-transition');
    fireEvent.click(next);
    wait(520);
    expect(title()).toBe('Evento c');
    fireEvent.click(next);
    expect(title()).toBe('Evento a');
  });

  it('resets to the first slide and closes the description when the event changes', () => {
    renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver descripción' }));
    expect(screen.getByText('Descripción de a')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Evento 3: Evento c' }));
    expect([title(), currentSlide()]).toEqual(['Evento c', '1 de 1']);
    expect(screen.getByRole('button', { name: 'Ver descripción' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('Descripción de c')).not.toBeVisible();
  });

  it('moves between slides on a horizontal swipe of 40 px or more (left = next)', () => {
    const { container } = renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    const box = container.querySelector('.hero__box')!;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(box, { clientX: 200, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(box, { clientX: 200 + dx, clientY: 104, pointerType: 'touch' });
    };
    swipe(-39);
    expect(currentSlide()).toBe('1 de 2');
    swipe(-40);
    expect(currentSlide()).toBe('2 de 2');
    swipe(60);
    expect(currentSlide()).toBe('1 de 2');
  });

  it('stops rotating while focus is inside or after pause, and is then announced politely', () => {
    const { container } = renderInLocale(<HeroCarousel events={THREE_EVENTS} />);
    const live = container.querySelector('.hero__live');
    expect(live).toHaveAttribute('aria-live', 'off');
    const pause = screen.getByRole('button', { name: 'Pausar la rotación' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(live).toHaveAttribute('aria-live', 'polite');
    wait(30_000);
    expect(currentSlide()).toBe('1 de 2');
    fireEvent.keyDown(pause, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('2 de 2');
  });

  it('labels the region, slides and controls, and renders the picture from its webp variants', () => {
    renderInLocale(<HeroCarousel events={THREE_EVENTS} />, 'en');
    const region = screen.getByRole('region', { name: 'Upcoming events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('group', { name: '1 of 2' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    for (const name of [
      'Next slide',
      'Previous slide',
      'Go to slide 2',
      'Next event',
      'Previous event',
      'Event 2: Evento b',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const [first, second] = screen.getAllByRole('img', { hidden: true, name: 'Evento a' });
    expect(first).toHaveAttribute(
      'srcset',
      '/api/media/a-1-640.webp 640w, /api/media/a-1-1200.webp 1200w',
    );
    expect(first).toHaveAttribute('sizes', '(min-width: 60rem) 58rem, 100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByText('Saturday, June 14, 2031 · 8:00 – 11:00 PM', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeVisible();
  });

  it('shows at most two calls to action: url/pdf in a new tab, phone as tel:, mail as mailto:', () => {
    const ctas = [
      { type: 'url' as const, url: '/reservas', label: 'Reservar', as: 'button' as const },
      { type: 'phone' as const, url: '+1 (416) 555-0100', label: 'Llamar', as: 'link' as const },
      {
        type: 'mailto' as const,
        url: 'hola@example.com',
        label: 'Escribir',
        as: 'button' as const,
      },
    ];
    renderInLocale(<HeroCarousel events={[heroEvent('x', { ctas })]} />, 'fr');
    const book = screen.getByRole('link', { name: /Reservar/ });
    expect(book).toHaveAttribute('href', '/fr/reservas');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(book).toHaveAccessibleName('Reservar (s’ouvre dans un nouvel onglet)');
    const call = screen.getByRole('link', { name: 'Llamar' });
    expect(call).toHaveAttribute('href', 'tel:+14165550100');
    expect(call).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Escribir' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Événements' })).toBeNull();
  });
});
