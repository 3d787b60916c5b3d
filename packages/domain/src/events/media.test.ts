import { describe, expect, it } from 'vitest';
import {
  eventPicture,
  isImageMedia,
  isVideoFile,
  isVideoMedia,
  mediaKind,
  mediaObjectPosition,
  mediaSrcSet,
  mediaUrlFor,
  videoSource,
  youTubeEmbedUrl,
  youTubeId,
} from './media';

describe('media rules', () => {
  it('is video when the content type starts with video/', () => {
    expect(isVideoMedia({ contentType: 'video/mp4' })).toBe(true);
    expect(isVideoMedia({ contentType: ' VIDEO/webm' })).toBe(true);
    expect(isVideoMedia({ contentType: 'image/jpeg' })).toBe(false);
    expect(isVideoMedia({})).toBe(false);
    expect(isImageMedia({ contentType: 'image/webp' })).toBe(true);
    expect(isImageMedia({ contentType: 'application/pdf' })).toBe(false);
  });

  it.each([
    ['/api/media/events/x/a.mp4', true],
    ['https://cdn.example/clip.WEBM?token=1', true],
    ['clip.ogg#t=10', true],
    ['clip.mov', false],
    ['clip.mp4.jpg', false],
    ['', false],
  ])('treats %s as a video file: %s', (url, expected) => {
    expect(isVideoFile(url)).toBe(expected);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://vimeo.com/123', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('finds the YouTube id of %s: %s', (url, id) => {
    expect(youTubeId(url)).toBe(id);
  });

  it('builds the embed URL on the privacy-enhanced host, with player options', () => {
    expect(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?playsinline=1&rel=0',
    );
    const looping = new URL(
      youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ', {
        autoplay: true,
        mute: true,
        loop: true,
        controls: false,
        jsApi: true,
      })!,
    );
    expect(Object.fromEntries(looping.searchParams)).toEqual({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      controls: '0',
      enablejsapi: '1',
      playsinline: '1',
      rel: '0',
    });
    expect(youTubeEmbedUrl('https://vimeo.com/1')).toBeNull();
  });

  it('tells the player how to show a video link', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('embed');
    expect(videoSource('/api/media/a.webm')).toEqual({ kind: 'file', src: '/api/media/a.webm' });
    expect(videoSource('https://example.com/page')).toBeNull();
    expect(videoSource(undefined)).toBeNull();
  });

  it('classifies media items', () => {
    expect(mediaKind({ contentType: 'image/jpeg', url: '/a.jpg' })).toBe('image');
    expect(mediaKind({ contentType: 'video/mp4', url: '/a.mp4' })).toBe('video');
    expect(mediaKind({ contentType: 'application/octet-stream', path: 'events/x/a.webm' })).toBe(
      'video',
    );
    expect(mediaKind({ contentType: 'video/mp4', url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(
      'embed',
    );
    expect(mediaKind({ contentType: 'application/pdf', url: '/a.pdf' })).toBeNull();
  });

  it('builds srcset from the variants and picks one for a width', () => {
    const item = {
      contentType: 'image/jpeg',
      url: '/a.jpg',
      resized: [
        { width: 1080, url: '/a-1080.webp' },
        { width: 640, url: '/a-640.webp' },
        { width: 750, url: '/a-750.webp' },
      ],
    };
    expect(mediaSrcSet(item)).toBe('/a-640.webp 640w, /a-750.webp 750w, /a-1080.webp 1080w');
    expect(mediaUrlFor(item, 700)).toBe('/a-750.webp');
    expect(mediaUrlFor(item, 4000)).toBe('/a-1080.webp');
    expect(mediaUrlFor({ contentType: 'image/png', url: '/b.png' }, 640)).toBe('/b.png');
    expect(mediaSrcSet({ contentType: 'image/png', url: '/b.png' })).toBe('');
  });

  it('turns a focal point into an object-position, none for the centre', () => {
    expect(mediaObjectPosition({ focus: { x: 50, y: 0 } })).toBe('50% 0%');
    expect(mediaObjectPosition({ focus: { x: 150, y: -3 } })).toBe('100% 0%');
    expect(mediaObjectPosition({ focus: { x: 50, y: 50 } })).toBeUndefined();
    expect(mediaObjectPosition({})).toBeUndefined();
  });
});

describe('eventPicture (a blog card’s picture)', () => {
  const image = { contentType: 'image/webp', url: 'https://cdn.example/a.webp' };
  const video = { contentType: 'video/mp4', url: 'https://cdn.example/v.mp4' };
  it('is the first image item, even after a video', () => {
    expect(eventPicture({ media: [video, image], coverUrl: 'https://cdn.example/c.jpg' })).toBe(
      image,
    );
  });
  it('falls back to the cover URL, then to nothing', () => {
    expect(eventPicture({ media: [video], coverUrl: 'https://cdn.example/c.jpg' })).toEqual({
      contentType: 'image/*',
      url: 'https://cdn.example/c.jpg',
    });
    expect(eventPicture({ media: [video] })).toBeNull();
  });
});
