import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './install-app-button';

/** A stand-in for Chromium's event: prompt() resolves, userChoice answers `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

let standalone = false;
/** Moves the fake clock inside act, so React applies the timers' updates. */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  standalone = false;
  window.matchMedia = ((query: string) => ({
    matches: standalone && query.includes('standalone'),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.useRealTimers());

const button = () => screen.queryByRole('button', { name: 'Instalar app' });

describe('InstallAppButton', () => {
  it('shows nothing until the browser offers the install', () => {
    render(<InstallAppButton />);
    expect(button()).toBeNull();
  });

  it('keeps the event, shows the button and the hint for 8 s', () => {
    render(<InstallAppButton />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(button()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/Instala la app/);
    advance(7999);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(button()).toBeVisible();
  });

  it('prompts on click and hides after the choice', async () => {
    render(<InstallAppButton />);
    const event = offerInstall('dismissed');
    await act(async () => {
      fireEvent.click(button()!);
      await Promise.resolve();
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(button()).toBeNull();
  });

  it('hides after appinstalled', () => {
    render(<InstallAppButton />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(button()).toBeNull();
  });

  it('offers nothing in the installed app (standalone display)', () => {
    standalone = true;
    render(<InstallAppButton />);
    offerInstall();
    expect(button()).toBeNull();
  });
});
