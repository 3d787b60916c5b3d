/** One slide of the generic carousel (spec §3 "Carousel slide"). */
export type CarouselSlide = {
  id: string;
  kind: 'image' | 'video';
  src: string;
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
