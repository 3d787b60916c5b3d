import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../testing/render-in-locale';
import { PopupMessage } from './popup-message';

function Demo({ autoCloseSeconds }: { autoCloseSeconds?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show
      </button>
      <PopupMessage
        open={open}
        onClose={() => setOpen(false)}
        title="Reservation sent"
        autoCloseSeconds={autoCloseSeconds}
      >
        See you soon.
      </PopupMessage>
    </>
  );
}

function openFrom(locale = 'en', autoCloseSeconds?: number) {
  renderInLocale(<Demo autoCloseSeconds={autoCloseSeconds} />, locale);
  const opener = screen.getByRole('button', { name: 'Show' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

afterEach(() => void vi.useRealTimers());

describe('PopupMessage', () => {
  it('is a dialog named by its title, described by its body, with focus on close', () => {
    openFrom();
    const dialog = screen.getByRole('dialog', { name: 'Reservation sent' });
    expect(dialog).toHaveAccessibleDescription('See you soon.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its button and gives focus back to the opener', () => {
    const opener = openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', () => {
    const opener = openFrom('es');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cerrar' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the browser cancel event too', () => {
    openFrom('fr');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on its own after the given seconds', () => {
    vi.useFakeTimers();
    openFrom('en', 3);
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open without a timer', () => {
    vi.useFakeTimers();
    openFrom();
    act(() => void vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderInLocale(<PopupMessage open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
