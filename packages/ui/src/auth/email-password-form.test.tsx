import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailPasswordForm } from './email-password-form';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('EmailPasswordForm', () => {
  it('keeps what was typed before hydration when the next field is filled', () => {
    const onSignIn = vi.fn();
    const form = <EmailPasswordForm busy={false} onSignIn={onSignIn} />;
    // The prerendered form, typed into before the page's script has run (a slow phone, autofill).
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const email = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    email.value = 'staff@example.com';

    act(() => {
      root = hydrateRoot(container, form);
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'cantina-staff' } });

    expect(email.value).toBe('staff@example.com');
    const submit = screen.getByRole('button', { name: 'Entrar' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSignIn).toHaveBeenCalledWith('staff@example.com', 'cantina-staff');
  });
});
