import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale, stubReducedMotion } from '../testing/render-in-locale';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = [
  { id: 'a', kind: 'image', src: '/a.webp', alt: 'Stage', href: '/es/blog' },
  { id: 'b', kind: 'image', src: '/b.webp', alt: 'Bar', href: 'https://tickets.example.com' },
  { id: 'c', kind: 'image', src: '/c.webp', alt: 'Patio', label: 'Patio night' },
];

const current = () => screen.getByRole('group', { name: /^\d of \d$/ });
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('Carousel', () => {
  it('is a labelled carousel region with labelled slides, buttons and dots', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(current()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
  });

  it('speaks Spanish and French', () => {
    renderInLocale(<Carousel slides={slides} label="Eventos" />, 'es');
    expect(screen.getByRole('region', { name: 'Eventos' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
    expect(screen.getByRole('group', { name: '1 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    renderInLocale(<Carousel slides={slides} label="Événements" />, 'fr');
    expect(screen.getByRole('group', { name: '1 sur 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 3' })).toBeInTheDocument();
  });

  it('moves by next, previous and dots, looping by default', () => {
    const onIndexChange = vi.fn();
    renderInLocale(<Carousel slides={slides} label="Events" onIndexChange={onIndexChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(onIndexChange.mock.calls.map(([index]) => index as number)).toEqual([2, 0, 1]);
  });

  it('clamps at the ends without loop, and autoplay stops at the last slide', () => {
    renderInLocale(<Carousel slides={slides} label="Events" loop={false} />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    wait(5000);
    wait(5000);
    expect(current()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    wait(20_000);
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  it('autoplays every 5000 ms by default', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    wait(4999);
    expect(current()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(current()).toHaveAccessibleName('2 of 3');
    wait(5000);
    expect(current()).toHaveAccessibleName('3 of 3');
    wait(5000);
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('raises an interval or a slide duration below 800 ms to 800 ms', () => {
    const quick = [{ ...slides[0]!, durationMs: 300 }, slides[1]!, slides[2]!];
    renderInLocale(<Carousel slides={quick} label="Events" intervalMs={100} />);
    wait(799);
    expect(current()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(current()).toHaveAccessibleName('2 of 3');
    wait(799);
    expect(current()).toHaveAccessibleName('2 of 3');
    wait(1);
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  it('pauses while a mouse hovers and while focus is inside', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    const region = screen.getByRole('region', { name: 'Events' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    wait(20_000);
    expect(current()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    wait(5000);
    expect(current()).toHaveAccessibleName('2 of 3');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(20_000);
    expect(current()).toHaveAccessibleName('2 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    wait(5000);
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  it('a touch does not count as hover', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'touch' });
    wait(5000);
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('the pause button stops and restarts autoplay', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    act(() => screen.getByRole('button', { name: 'Start autoplay' }).blur());
    wait(20_000);
    expect(current()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
    act(() => screen.getByRole('button', { name: 'Pause autoplay' }).blur());
    wait(5000);
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    const restore = stubReducedMotion(true);
    try {
      renderInLocale(<Carousel slides={slides} label="Events" />);
      wait(60_000);
      expect(current()).toHaveAccessibleName('1 of 3');
      expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(current()).toHaveAccessibleName('2 of 3');
    } finally {
      restore();
    }
  });

  it('autoplays when matchMedia says motion is fine', () => {
    const restore = stubReducedMotion(false);
    try {
      renderInLocale(<Carousel slides={slides} label="Events" />);
      wait(5000);
      expect(current()).toHaveAccessibleName('2 of 3');
    } finally {
      restore();
    }
  });

  it('moves on when a video slide ends, not on the timer', () => {
    const withVideo: CarouselSlide[] = [
      { id: 'v', kind: 'video', src: '/v.mp4', poster: '/v.webp', alt: 'Band' },
      ...slides.slice(1),
    ];
    const { container } = renderInLocale(<Carousel slides={withVideo} label="Events" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/v.webp');
    expect(video.muted).toBe(true);
    wait(60_000);
    expect(current()).toHaveAccessibleName('1 of 3');
    fireEvent.ended(video);
    wait(0);
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('a video that ends while hovered moves on when the pointer leaves', () => {
    const withVideo: CarouselSlide[] = [{ id: 'v', kind: 'video', src: '/v.mp4' }, slides[1]!];
    const { container } = renderInLocale(<Carousel slides={withVideo} label="Events" />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.ended(container.querySelector('video')!);
    wait(60_000);
    expect(current()).toHaveAccessibleName('1 of 2');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    wait(0);
    expect(current()).toHaveAccessibleName('2 of 2');
  });

  it('follows the arrow keys', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  it("Enter on the carousel follows the active slide's link, not from a button", () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    const followed: string[] = [];
    for (const link of document.querySelectorAll('a')) {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        followed.push(link.getAttribute('href') ?? '');
      });
    }
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'Enter' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'Enter' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'Enter' });
    expect(followed).toEqual(['/es/blog', 'https://tickets.example.com']);
  });

  it('opens external slide links in a new tab without opener or referrer', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const external = screen.getByRole('link', { name: 'Bar' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    const internal = screen.getByRole('link', { name: 'Stage' });
    expect(internal).not.toHaveAttribute('target');
    expect(internal).not.toHaveAttribute('rel');
  });

  it('swipes 40 px or more with the pointer (left = next), not 39', () => {
    const { container } = renderInLocale(<Carousel slides={slides} label="Events" />);
    const viewport = container.querySelector('.bar-carousel__viewport')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { clientX: to, pointerType: 'touch' });
    };
    swipe(200, 161);
    expect(current()).toHaveAccessibleName('1 of 3');
    swipe(200, 160);
    expect(current()).toHaveAccessibleName('2 of 3');
    swipe(100, 139);
    expect(current()).toHaveAccessibleName('2 of 3');
    swipe(100, 140);
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('a swipe over a linked slide does not follow the link', () => {
    renderInLocale(<Carousel slides={slides} label="Events" />);
    const link = screen.getByRole('link', { name: 'Stage' });
    const clicked = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', clicked);
    fireEvent.pointerDown(link, { clientX: 200 });
    fireEvent.pointerUp(link, { clientX: 100 });
    fireEvent.click(link);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('moves the track by transform only, and hides inactive slides', () => {
    const { container } = renderInLocale(<Carousel slides={slides} label="Events" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    const track = container.querySelector<HTMLElement>('.bar-carousel__track')!;
    expect(track.style.transform).toBe('translate3d(-200%, 0, 0)');
    const hidden = container.querySelectorAll('.bar-carousel__slide[aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    expect(screen.getByText('Patio night')).toBeInTheDocument();
    expect(container.querySelector('.bar-carousel__viewport')).toHaveStyle({
      aspectRatio: '16 / 9',
    });
  });

  it('renders nothing without slides and no controls for one slide', () => {
    const { container } = renderInLocale(<Carousel slides={[]} label="Events" />);
    expect(container).toBeEmptyDOMElement();
    renderInLocale(<Carousel slides={slides.slice(0, 1)} label="Solo" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
