import { describe, expect, it } from 'vitest';
import { checkFeedback, feedbackRecord, FeedbackRecordSchema } from './feedback';

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  consent: true,
  rating: 5,
  comment: ' ¡Genial! ',
};

describe('checkFeedback', () => {
  it('checks in the spec’s order: name, e-mail or phone, consent, rating', () => {
    let input: Record<string, unknown> = {};
    expect(checkFeedback(input)).toBe('review.errors.nameRequired');
    input = { ...input, name: 'Ana' };
    expect(checkFeedback(input)).toBe('review.errors.contactRequired');
    input = { ...input, phone: '613 555 0177' };
    expect(checkFeedback(input)).toBe('review.errors.consentRequired');
    input = { ...input, consent: true };
    expect(checkFeedback(input)).toBe('review.errors.ratingRequired');
    input = { ...input, rating: 4 };
    expect(checkFeedback(input)).toBeNull();
  });

  it.each([
    [{ ...valid, name: '   ' }, 'review.errors.nameRequired'],
    [{ ...valid, email: ' ', phone: '' }, 'review.errors.contactRequired'],
    [{ ...valid, consent: false }, 'review.errors.consentRequired'],
    [{ ...valid, rating: 0 }, 'review.errors.ratingRequired'],
    [{ ...valid, rating: 6 }, 'review.errors.ratingRequired'],
    [{ ...valid, rating: 3.5 }, 'review.errors.ratingRequired'],
    [{ ...valid, rating: null }, 'review.errors.ratingRequired'],
    [{ ...valid, email: 'ana@' }, 'review.errors.emailInvalid'],
    [{ ...valid, email: '', phone: '12' }, 'review.errors.phoneInvalid'],
    [{ ...valid, email: '', phone: '613-555-0177 ext' }, 'review.errors.phoneInvalid'],
    [{ ...valid, email: '', phone: '+1 (613) 555-0177' }, null],
    [{ ...valid, rating: 1 }, null],
  ])('%j → %s', (input, expected) => {
    expect(checkFeedback(input)).toBe(expected);
  });
});

describe('feedbackRecord', () => {
  it('builds the stored record from a valid input', () => {
    const record = feedbackRecord(
      { ...valid, email: ' Ana@Example.com ' },
      { id: 'e1', slug: 'noche', title: 'Noche' },
      'es',
    );
    expect(record).toEqual({
      eventId: 'e1',
      eventSlug: 'noche',
      eventTitle: 'Noche',
      rating: 5,
      comment: '¡Genial!',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      consent: true,
      locale: 'es',
    });
    expect(
      FeedbackRecordSchema.parse({ ...record, createdAt: '2025-06-15T00:00:00.000Z' }),
    ).toBeTruthy();
  });
});
