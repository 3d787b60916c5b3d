import { FEEDBACK_MESSAGE_IDS } from '@bar/domain/events/feedback';
import { flattenMessages, LOCALES, MESSAGES } from '@bar/i18n';
import { describe, expect, it } from 'vitest';
import { successClearDelay } from './review-state';

const flat = Object.fromEntries(LOCALES.map((l) => [l, flattenMessages(MESSAGES[l])]));

// The form and the API show the catalogue's texts of the ids the checks answer (a tenant may
// override them); es and en are the spec's own.
describe('review messages', () => {
  it.each(LOCALES)('the %s catalogue holds every id the checks answer', (locale) => {
    for (const id of FEEDBACK_MESSAGE_IDS) expect(flat[locale]?.[id], id).toBeTruthy();
  });

  it('keeps the spec’s texts in es and en', () => {
    const ids = [
      'review.errors.nameRequired',
      'review.errors.contactRequired',
      'review.errors.consentRequired',
      'review.errors.ratingRequired',
    ];
    expect(ids.map((id) => flat.es?.[id])).toEqual([
      'Por favor, indica tu nombre.',
      'Indica tu correo o teléfono.',
      'Debes aceptar los términos para continuar.',
      'Selecciona una calificación.',
    ]);
    expect(ids.map((id) => flat.en?.[id])).toEqual([
      'Please enter your name.',
      'Provide your email or phone.',
      'You must accept the terms to continue.',
      'Please select a rating.',
    ]);
    expect(flat.es?.['review.errors.sendFailed']).toBe('No se pudo enviar. Inténtalo de nuevo.');
    expect(flat.en?.['review.success']).toBe('Thanks for your feedback!');
  });

  it('keeps the success message between 0.9 and 1.8 s', () => {
    expect(successClearDelay('')).toBe(900);
    expect(successClearDelay('x'.repeat(500))).toBe(1800);
    for (const locale of LOCALES) {
      const delay = successClearDelay(flat[locale]?.['review.success'] ?? '');
      expect(delay).toBeGreaterThanOrEqual(900);
      expect(delay).toBeLessThanOrEqual(1800);
    }
  });
});
