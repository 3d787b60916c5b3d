import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ModalVideoPlayer from './modal-video-player';

// jsdom has no media playback: record the calls the player makes on the real element instead.
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => vi.restoreAllMocks());

function Harness({ src = 'https://cdn.example.com/noche.mp4' }: { src?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver video
      </button>
      <ModalVideoPlayer open={open} onClose={() => setOpen(false)} src={src} title="Noche" />
    </>
  );
}

async function openPlayer(src?: string) {
  const user = userEvent.setup();
  render(<Harness src={src} />);
  const opener = screen.getByRole('button', { name: 'Ver video' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Video: Noche' });
  return { user, opener, dialog };
}

describe('ModalVideoPlayer', () => {
  it('opens as a named dialog with the close button focused', async () => {
    const { dialog } = await openPlayer();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cerrar el video' })).toHaveFocus();
    expect(dialog.querySelector('video')).toHaveAttribute(
      'src',
      'https://cdn.example.com/noche.mp4',
    );
  });

  it('closes on Escape, pausing and rewinding the video, and gives focus back', async () => {
    const { user, opener, dialog } = await openPlayer();
    const video = dialog.querySelector('video')!;
    video.currentTime = 42;
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on the video', async () => {
    const { user, dialog } = await openPlayer();
    await user.click(dialog.querySelector('video')!);
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(pause).toHaveBeenCalled();
  });

  it('keeps Tab inside: past the last control to the first, and back', async () => {
    const { user, dialog } = await openPlayer();
    const close = screen.getByRole('button', { name: 'Cerrar el video' });
    const video = dialog.querySelector('video')!;
    await user.tab();
    expect(video).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(video).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('plays a YouTube link as an embed that is removed on close', async () => {
    const { user, dialog } = await openPlayer('https://youtu.be/dQw4w9WgXcQ');
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*autoplay=1/,
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar el video' }));
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver video' })).toHaveFocus();
  });
});
