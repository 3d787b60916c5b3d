import type { ReactNode } from 'react';

/** One slide of the generic carousel (spec §3 "Carousel slide"). */
export type CarouselSlide = {
  id: string;
  /** `content`: a card of the page's own (a guest's comment, say) instead of a picture or video. */
  kind: 'image' | 'video' | 'content';
  /** The picture or video (kinds image and video). */
  src?: string;
  /** What a `content` slide shows. */
  content?: ReactNode;
  poster?: string;
  alt?: string;
  /** Visible caption of the slide. */
  label?: string;
  /** Followed on click, or on Enter while the carousel has focus. */
  href?: string;
  target?: string;
  /** How long this slide stays before autoplay moves on; 800 ms at least. */
  durationMs?: number;
  /** Defaults to true: browsers only autoplay muted video. */
  videoMuted?: boolean;
  videoLoop?: boolean;
};
