import type { SurveyInput } from '@bar/client/endpoints/surveys';
import { getI18n, type Locale } from '@bar/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_RESET_SECONDS, KioskSurvey } from './kiosk-survey';

function renderKiosk(send: (input: SurveyInput) => Promise<unknown>, locale: Locale = 'es') {
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <KioskSurvey locale={locale} send={send} />
    </I18nextProvider>,
  );
}

const RATINGS_ES = [
  'Experiencia general',
  'Sabor de la comida',
  'Servicio',
  'Tiempo de espera',
  'Ambiente',
  'Precio',
];

afterEach(() => vi.useRealTimers());

describe('kiosk survey', { timeout: 60_000 }, () => {
  it('asks for every answer before sending, then sends the spec’s record', async () => {
    const sent: SurveyInput[] = [];
    const user = userEvent.setup();
    renderKiosk((input) => {
      sent.push(input);
      return Promise.resolve();
    });

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Responde todas las preguntas antes de enviar.',
    );
    expect(sent).toEqual([]);
    // Focus goes to the first unanswered question.
    expect(
      screen.getByRole('group', { name: 'Experiencia general' }).querySelector('input'),
    ).toHaveFocus();

    for (const [i, question] of RATINGS_ES.entries()) {
      const group = screen.getByRole('group', { name: question });
      await user.click(group.querySelectorAll('input')[i % 5]!);
    }
    await user.click(
      screen.getByRole('group', { name: '¿Nos recomendarías?' }).querySelector('input')!,
    );
    await user.click(
      screen.getByRole('group', { name: '¿Volverías?' }).querySelectorAll('input')[1]!,
    );
    await user.click(screen.getByRole('radio', { name: 'Redes sociales' }));
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), ' ¡Muy rico! ');
    expect(screen.getByText('12 / 600 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(sent).toEqual([
      {
        locale: 'es',
        comment: '¡Muy rico!',
        answers: {
          ratings: { experience: 1, flavor: 2, service: 3, waitTime: 4, atmosphere: 5, price: 1 },
          wouldRecommend: true,
          wouldReturn: false,
          howHeard: 'socialMedia',
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu opinión!' })).toHaveFocus();
  });

  it('resets itself for the next guest with nothing of the last answers kept', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderKiosk(() => Promise.resolve(), 'en');
    for (const group of screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET')) {
      await user.click(group.querySelector('input')!);
    }
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Great');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thanks for your feedback!' });

    act(() => void vi.advanceTimersByTime(KIOSK_RESET_SECONDS * 1000 + 500));
    expect(screen.queryByRole('heading', { name: 'Thanks for your feedback!' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('shows the API’s translated refusal and keeps the answers', async () => {
    const { ApiError } = await import('@bar/client/api-client');
    const user = userEvent.setup();
    renderKiosk(
      () =>
        Promise.reject(
          new ApiError(400, 'VALIDATION_ERROR', 'Les données envoyées ne sont pas valides.'),
        ),
      'fr',
    );
    for (const group of screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET')) {
      await user.click(group.querySelector('input')!);
    }
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les données envoyées ne sont pas valides.',
    );
    expect(screen.getAllByRole('radio', { checked: true }).length).toBe(9);
  });
});
