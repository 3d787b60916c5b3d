import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundMedia } from './background-media';

describe('background media', () => {
  it('shows a picture as a decorative image', () => {
    const { container } = render(<BackgroundMedia src="/media/bg.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays a video file muted and looping, with a sound toggle', () => {
    const { container } = render(<BackgroundMedia src="/media/loop.mp4" />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('preload', 'metadata');
    const sound = screen.getByRole('button', { name: 'Sonido' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(sound);
    expect(video.muted).toBe(false);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
  });

  it('embeds a YouTube link autoplaying, looping and muted, and sends mute/unMute to the frame', () => {
    const { container } = render(
      <BackgroundMedia src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />,
    );
    const frame = container.querySelector('iframe')!;
    const url = new URL(frame.src);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      enablejsapi: '1',
    });
    expect(frame).toHaveAttribute('title', 'Video de fondo');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Sonido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonido' }));
    expect(post.mock.calls).toEqual([
      ['{"event":"command","func":"unMute","args":[]}', 'https://www.youtube-nocookie.com'],
      ['{"event":"command","func":"mute","args":[]}', 'https://www.youtube-nocookie.com'],
    ]);
  });

  it('does not loop when asked not to, and reports the end', () => {
    const ended = vi.fn();
    const { container } = render(
      <BackgroundMedia src="/media/clip.webm" loop={false} onEnded={ended} />,
    );
    const video = container.querySelector('video')!;
    expect(video.loop).toBe(false);
    fireEvent.ended(video);
    expect(ended).toHaveBeenCalledOnce();
  });
});
