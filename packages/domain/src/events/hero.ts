import { HERO_DEFAULT_LIMIT } from './constants.js';
import { type MediaLike, mediaKind } from './media.js';
import { type EventTiming, splitEvents, type TimelineOptions } from './timeline.js';

export interface HeroOptions extends TimelineOptions {
  /** How many events the carousel shows (default 10). */
  limit?: number;
}

/** Whether the event has at least one image or video media item (a YouTube link counts as video). */
export const hasVisualMedia = (event: { media?: readonly MediaLike[] }): boolean =>
  (event.media ?? []).some((item) => mediaKind(item) !== null);

/**
 * The hero carousel's events: not in the past, with at least one image or video, soonest first,
 * at most `limit` (10); drafts dropped with `onlyPublished`.
 */
export function heroEvents<T extends EventTiming & { media?: readonly MediaLike[] }>(
  events: readonly T[],
  options: HeroOptions = {},
): T[] {
  const limit = options.limit ?? HERO_DEFAULT_LIMIT;
  return splitEvents(events, options).upcoming.filter(hasVisualMedia).slice(0, Math.max(0, limit));
}
