import { describe, expect, it } from 'vitest';
import { type HeroAction, type HeroState, heroReducer, initialHeroState } from './hero-state';
import { autoAdvanceDelay, isRotating } from './hero-timing';

const run = (state: HeroState, ...actions: HeroAction[]) => actions.reduce(heroReducer, state);
const start = () => initialHeroState([2, 1, 3]);

describe('hero timing', () => {
  it('advances pictures after 7000 ms and videos after 70000 ms at most', () => {
    expect(autoAdvanceDelay(start(), 'image')).toBe(7000);
    expect(autoAdvanceDelay(start(), 'video')).toBe(70_000);
    expect(autoAdvanceDelay(start(), 'embed')).toBe(70_000);
  });

  it('pauses while the tab is hidden, a transition runs, focus is inside, or the visitor paused', () => {
    expect(autoAdvanceDelay({ ...start(), hidden: true }, 'image')).toBeNull();
    expect(autoAdvanceDelay({ ...start(), transition: 'next' }, 'image')).toBeNull();
    expect(autoAdvanceDelay({ ...start(), held: true }, 'image')).toBeNull();
    expect(autoAdvanceDelay({ ...start(), playing: false }, 'image')).toBeNull();
  });
});

describe('hero reducer', () => {
  it('moves through the slides, then to the next event with a slide animation', () => {
    const second = run(start(), { type: 'advance' });
    expect([second.event, second.slide, second.transition]).toEqual([0, 1, null]);
    const next = run(second, { type: 'advance' });
    expect([next.event, next.slide, next.transition]).toEqual([1, 0, 'next']);
  });

  it('ignores event changes (and slide moves) while the animation runs, until it ends', () => {
    const moving = run(start(), { type: 'next-event' });
    expect(
      run(moving, { type: 'next-event' }, { type: 'next-slide' }, { type: 'go-event', index: 2 }),
    ).toBe(moving);
    const done = run(moving, { type: 'transition-end' }, { type: 'next-event' });
    expect([done.event, done.transition]).toEqual([2, 'next']);
  });

  it('wraps from the last event to the first, and back', () => {
    const last = run(start(), { type: 'go-event', index: 2 }, { type: 'transition-end' });
    const wrapped = run(last, { type: 'next-event' });
    expect([wrapped.event, wrapped.transition]).toEqual([0, 'next']);
    const back = run(start(), { type: 'prev-event' });
    expect([back.event, back.transition]).toEqual([2, 'prev']);
    expect(run(start(), { type: 'prev-slide' }).event).toBe(2);
  });

  it('resets to the first slide and closes the description on a change of event', () => {
    const open = run(start(), { type: 'next-slide' }, { type: 'toggle-description' });
    expect([open.slide, open.descriptionOpen]).toEqual([1, true]);
    const changed = run(open, { type: 'go-event', index: 2 });
    expect([changed.event, changed.slide, changed.descriptionOpen]).toEqual([2, 0, false]);
  });

  it('goes to a slide by its dot, ignoring unknown ones', () => {
    expect(run(start(), { type: 'go-slide', index: 1 }).slide).toBe(1);
    expect(run(start(), { type: 'go-slide', index: 2 }).slide).toBe(0);
  });

  it('does not auto-advance while paused, but the visitor still can', () => {
    const paused = run(start(), { type: 'set-playing', playing: false });
    expect(run(paused, { type: 'advance' })).toBe(paused);
    expect(run(paused, { type: 'next-slide' }).slide).toBe(1);
  });

  it('with reduced motion: no slide animation and no rotation until play is pressed', () => {
    const reduced = run(start(), { type: 'set-reduced-motion', reduced: true });
    expect(isRotating(reduced)).toBe(false);
    const next = run(reduced, { type: 'next-event' });
    expect([next.event, next.transition]).toEqual([1, null]);
    expect(isRotating(run(reduced, { type: 'set-playing', playing: true }))).toBe(true);
  });

  it('with one event, the end of its slides starts it over without an animation', () => {
    const single = run(initialHeroState([2]), { type: 'advance' }, { type: 'advance' });
    expect([single.event, single.slide, single.transition]).toEqual([0, 0, null]);
  });
});
