import { useEffect, useRef, type Ref } from 'react';
import type { CarouselSlide } from './carousel-slide-type';
import { slideLinkAttributes } from './slide-link';

type CarouselSlideViewProps = {
  slide: CarouselSlide;
  active: boolean;
  /** The first slide loads eagerly (it is the first paint); the others lazily. */
  eager: boolean;
  /** Play the active video on its own (autoplay on, no reduced-motion request). */
  playVideo: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  onVideoEnded: () => void;
};

export function CarouselSlideView(props: CarouselSlideViewProps) {
  const { slide, linkRef } = props;
  const media = <SlideMedia {...props} />;
  const caption = slide.label ? <span className="bar-carousel__caption">{slide.label}</span> : null;
  if (!slide.href) {
    return (
      <>
        {media}
        {caption}
      </>
    );
  }
  return (
    <a
      ref={linkRef}
      className="bar-carousel__link"
      draggable={false}
      {...slideLinkAttributes(slide.href, slide.target)}
    >
      {media}
      {caption}
    </a>
  );
}

function SlideMedia({ slide, active, eager, playVideo, onVideoEnded }: CarouselSlideViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const autoplaying = active && playVideo;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = slide.videoMuted ?? true;
    if (autoplaying) {
      // play() rejects when the browser blocks it; the slide then just shows its poster.
      Promise.resolve(video.play()).catch(() => undefined);
    } else if (!active) {
      video.pause();
    }
  }, [autoplaying, active, slide.videoMuted]);

  if (slide.kind === 'content') return <div className="bar-carousel__content">{slide.content}</div>;
  if (slide.kind === 'image') {
    return (
      <img
        className="bar-carousel__media"
        src={slide.src}
        alt={slide.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
    );
  }
  return (
    <video
      ref={videoRef}
      className="bar-carousel__media"
      src={slide.src}
      poster={slide.poster}
      aria-label={slide.alt}
      loop={slide.videoLoop ?? false}
      playsInline
      preload={active ? 'metadata' : 'none'}
      // Without autoplay the visitor starts the video themselves.
      controls={!playVideo}
      onEnded={onVideoEnded}
    />
  );
}
