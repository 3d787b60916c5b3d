import { ApiError } from '@bar/client/api-client';
import type { FeedbackInput } from '@bar/domain/events/feedback';
import { getI18n, type Locale } from '@bar/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewPanel } from './review-panel';

type Send = (input: FeedbackInput) => Promise<void>;

function renderPanel(send: Send, locale: Locale = 'es') {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <ReviewPanel title="Noche de jazz" locale={locale} send={send} />
    </I18nextProvider>,
  );
  return user;
}

/** A send whose answer the test decides, recording what was posted. */
function pendingSend() {
  const sent: FeedbackInput[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const send: Send = (input) => {
    sent.push(input);
    return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { send, sent, settle: () => settle! };
}

afterEach(() => vi.useRealTimers());

// Many typed steps: generous on a busy machine.
describe('review panel', { timeout: 20_000 }, () => {
  it('opens on the name field and meets each check in the spec’s order before sending', async () => {
    const { send, sent, settle } = pendingSend();
    const user = renderPanel(send);
    const toggle = screen.getByRole('button', { name: 'Deja tu opinión' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Tu opinión sobre Noche de jazz' });
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveFocus();

    const submit = screen.getByRole('button', { name: 'Enviar' });
    const alert = screen.getByRole('alert');
    await user.click(submit);
    expect(alert).toHaveTextContent('Por favor, indica tu nombre.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Por favor, indica tu nombre.');
    expect(name).toHaveFocus();

    await user.type(name, 'Ana');
    await user.click(submit);
    expect(alert).toHaveTextContent('Indica tu correo o teléfono.');
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/^Indica tu correo o teléfono\./);
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'ana@example.com');
    await user.click(submit);
    expect(alert).toHaveTextContent('Debes aceptar los términos para continuar.');
    const consent = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    expect(consent).toHaveFocus();
    expect(screen.getByRole('link', { name: /Leer los términos/ })).toHaveAttribute(
      'href',
      '/es/terminos',
    );

    await user.click(consent);
    await user.click(submit);
    expect(alert).toHaveTextContent('Selecciona una calificación.');
    expect(screen.getByRole('group', { name: 'Calificación' })).toHaveAccessibleDescription(
      'Selecciona una calificación.',
    );
    expect(screen.getByRole('radio', { name: '1 de 5' })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 de 5' }));
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), '¡Buenísimo!');
    await user.click(submit);
    expect(alert).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(sent).toEqual([
      {
        name: 'Ana',
        email: 'ana@example.com',
        phone: '',
        rating: 4,
        comment: '¡Buenísimo!',
        consent: true,
        locale: 'es',
      },
    ]);
    await act(() => {
      settle().resolve();
      return Promise.resolve();
    });
  });

  it('on success clears and closes the form, and its message clears after 0.9-1.8 s', async () => {
    const { send, settle } = pendingSend();
    const user = renderPanel(send, 'en');
    const toggle = screen.getByRole('button', { name: 'Leave a review' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '416 555 0100');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Fake timers from here only: Testing Library's async helpers wait on real ones.
    vi.useFakeTimers();
    await act(() => {
      settle().resolve();
      return Promise.resolve();
    });

    expect(screen.queryByRole('form')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thanks for your feedback!');
    act(() => {
      vi.advanceTimersByTime(899);
    });
    expect(status).toHaveTextContent('Thanks for your feedback!');
    act(() => {
      vi.advanceTimersByTime(1800 - 899);
    });
    expect(status).toBeEmptyDOMElement();
    vi.useRealTimers();

    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 of 5' })).not.toBeChecked();
  });

  it('on failure shows the error and keeps the form open with what was typed', async () => {
    const { send, settle } = pendingSend();
    const user = renderPanel(send, 'en');
    await user.click(screen.getByRole('button', { name: 'Leave a review' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('radio', { name: '3 of 5' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => {
      settle().reject(new ApiError(0, 'network_error', 'Failed to fetch'));
      return Promise.resolve();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send. Please try again.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // The server's own translated refusal is shown as it comes.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const refusal = 'You can review this event once it has taken place.';
    await act(() => {
      settle().reject(new ApiError(409, 'EVENT_NOT_PAST', refusal));
      return Promise.resolve();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('form')).toBeVisible();
  });

  it('cancel closes the form and gives focus back to the toggle', async () => {
    const user = renderPanel(pendingSend().send, 'fr');
    const toggle = screen.getByRole('button', { name: 'Donner votre avis' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
