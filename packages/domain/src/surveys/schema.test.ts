import { describe, expect, it } from 'vitest';
import { railReviews, sameLanguage, SurveyInputSchema, surveyRecord } from './schema.js';

const answers = {
  ratings: { experience: 5, flavor: 4, service: 5, waitTime: 3, atmosphere: 5, price: 4 },
  wouldRecommend: true,
  wouldReturn: false,
  howHeard: 'socialMedia',
};

describe('SurveyInputSchema', () => {
  it('accepts a complete survey with an optional comment and name', () => {
    expect(SurveyInputSchema.safeParse({ locale: 'es', answers }).success).toBe(true);
    const parsed = SurveyInputSchema.parse({
      locale: 'fr',
      answers,
      comment: '  Très bon  ',
      name: ' Ana ',
    });
    const record = {
      success: true,
      locale: 'fr',
      ts: 42,
      comment: 'Très bon',
      name: 'Ana',
      answers,
    };
    // A staff-signed kiosk's survey is shown; any other waits, hidden, for staff to show it.
    expect(surveyRecord(parsed, 42, true)).toEqual(record);
    expect(surveyRecord(parsed, 42, false)).toEqual({ ...record, hidden: true });
  });

  it('refuses a missing rating, an out-of-range rating and a wrong type', () => {
    const { price: _price, ...fiveRatings } = answers.ratings;
    expect(
      SurveyInputSchema.safeParse({ locale: 'es', answers: { ...answers, ratings: fiveRatings } })
        .success,
    ).toBe(false);
    for (const bad of [0, 6, 2.5, '5']) {
      const ratings = { ...answers.ratings, service: bad };
      expect(
        SurveyInputSchema.safeParse({ locale: 'es', answers: { ...answers, ratings } }).success,
      ).toBe(false);
    }
    expect(
      SurveyInputSchema.safeParse({ locale: 'es', answers: { ...answers, wouldReturn: 'yes' } })
        .success,
    ).toBe(false);
    expect(
      SurveyInputSchema.safeParse({ locale: 'es', answers: { ...answers, howHeard: 'radio' } })
        .success,
    ).toBe(false);
    expect(SurveyInputSchema.safeParse({ locale: 'de', answers }).success).toBe(false);
  });

  it('allows a 600-character comment and refuses 601', () => {
    expect(
      SurveyInputSchema.safeParse({ locale: 'en', answers, comment: 'a'.repeat(600) }).success,
    ).toBe(true);
    expect(
      SurveyInputSchema.safeParse({ locale: 'en', answers, comment: 'a'.repeat(601) }).success,
    ).toBe(false);
  });

  it('refuses unknown fields (no contact data sneaks in)', () => {
    expect(SurveyInputSchema.safeParse({ locale: 'en', answers, email: 'a@b.c' }).success).toBe(
      false,
    );
  });
});

describe('railReviews', () => {
  const record = (locale: string, ts: number, comment = 'ok', success = true) => ({
    success,
    locale,
    ts,
    comment,
  });

  it('keeps successful commented records of the language, newest first, cut to the limit', () => {
    const records = [
      record('es', 1),
      record('en', 5),
      record('es-MX', 3),
      record('es', 4, '   '),
      record('es', 6, 'no', false),
      record('es', 2),
    ];
    expect(railReviews(records, 'es').map((r) => r.ts)).toEqual([3, 2, 1]);
    expect(railReviews(records, 'es', 2).map((r) => r.ts)).toEqual([3, 2]);
    expect(railReviews(records, 'en').map((r) => r.ts)).toEqual([5]);
    expect(railReviews(records, 'fr')).toEqual([]);
  });

  it('compares the full locale or its language part', () => {
    expect(sameLanguage('fr-CA', 'fr')).toBe(true);
    expect(sameLanguage('EN', 'en-us')).toBe(true);
    expect(sameLanguage('es', 'en')).toBe(false);
  });
});
