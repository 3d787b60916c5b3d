import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness({ backdrop = false }: { backdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="title"
        initialFocus={second}
        closeOnBackdrop={backdrop}
      >
        <h2 id="title">Delete it?</h2>
        <button type="button">First</button>
        <button ref={second} type="button">
          Second
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Dialog>
    </>
  );
}

async function openDialog(backdrop?: boolean) {
  const user = userEvent.setup();
  render(<Harness backdrop={backdrop} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Delete it?' }) };
}

describe('Dialog', () => {
  it('opens named by its heading, modal, with focus on the asked-for element', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('keeps Tab inside: past the last goes to the first and back', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('asks to close on the browser cancel event without closing by itself', async () => {
    const { dialog, opener } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click only when asked to', async () => {
    const first = await openDialog(false);
    await first.user.click(first.dialog);
    expect(first.dialog).toHaveAttribute('open');
    await first.user.click(screen.getByRole('button', { name: 'First' }));
    expect(first.dialog).toHaveAttribute('open');
  });

  it('closes on a backdrop click with closeOnBackdrop, not on a click inside', async () => {
    const { user, dialog } = await openDialog(true);
    await user.click(screen.getByRole('heading', { name: 'Delete it?' }));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('can be an alertdialog', () => {
    render(
      <Dialog open onClose={() => undefined} role="alertdialog" label="Sure?">
        <button type="button">OK</button>
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });
});
