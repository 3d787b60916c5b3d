import { describe, expect, it } from 'vitest';
import { groupUnanswered, normalizeQuestion } from './unanswered.js';

const entry = (id: string, question: string, count: number, lastAskedAt: string) => ({
  id,
  question,
  lang: 'es',
  count,
  lastAskedAt,
});

describe('groupUnanswered', () => {
  it('one normalized wording whatever the case, accents and punctuation', () => {
    expect(normalizeQuestion('¿Tienen  ESTACIONAMIENTO?')).toBe(
      normalizeQuestion('tienen estacionamiento'),
    );
  });

  it('joins close wordings, counts them together and keeps the last asked', () => {
    const groups = groupUnanswered([
      entry('a', '¿Tienen estacionamiento?', 3, '2026-11-20T10:00:00.000Z'),
      entry('b', '¿Hay estacionamiento?', 1, '2026-11-22T10:00:00.000Z'),
      entry('c', '¿Tienen wifi gratis?', 2, '2026-11-21T10:00:00.000Z'),
    ]);
    expect(groups).toEqual([
      {
        ids: ['a', 'b'],
        question: '¿Tienen estacionamiento?',
        lang: 'es',
        wordings: ['¿Tienen estacionamiento?', '¿Hay estacionamiento?'],
        count: 4,
        lastAskedAt: '2026-11-22T10:00:00.000Z',
      },
      expect.objectContaining({ ids: ['c'], count: 2 }),
    ]);
  });

  it('keeps different subjects apart', () => {
    const groups = groupUnanswered([
      entry('a', '¿Tienen estacionamiento para bicicletas?', 1, '2026-11-20T10:00:00.000Z'),
      entry('b', '¿Tienen menú para niños?', 1, '2026-11-20T11:00:00.000Z'),
    ]);
    expect(groups.map((group) => group.ids)).toEqual([['b'], ['a']]);
  });
});
