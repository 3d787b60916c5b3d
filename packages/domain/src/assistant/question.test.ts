import { describe, expect, it } from 'vitest';
import { readQuestion } from './question.js';

// 2026-11-23 is a Monday.
const TODAY = '2026-11-23';
const read = (question: string) => readQuestion(question, TODAY);

describe('readQuestion', () => {
  it('reads a weekday as the weekly hours of that day, in each language', () => {
    for (const question of [
      '¿Abren los domingos?',
      'Are you open on Sundays?',
      'Êtes-vous ouverts le dimanche ?',
    ]) {
      const reading = read(question);
      expect(reading).toMatchObject({ now: false, dateBy: 'weekday', date: '2026-11-29' });
      expect(reading.asks.has('hours')).toBe(true);
    }
  });

  it('asks about now only with a word for now', () => {
    expect(read('¿Están abiertos ahora?').now).toBe(true);
    expect(read('Are you open right now?').now).toBe(true);
    expect(read('Êtes-vous ouverts en ce moment ?').now).toBe(true);
    expect(read('¿A qué hora abren hoy?')).toMatchObject({ now: false, dateBy: 'today' });
    expect(read('What are your hours?')).toMatchObject({ now: false, date: null });
  });

  it('reads calendar days in the three languages, the next one on or after today', () => {
    expect(read('¿Abren el 1 de julio?').date).toBe('2027-07-01');
    expect(read('Are you open on July 1st?').date).toBe('2027-07-01');
    expect(read('Ouvert le 1er juillet ?').date).toBe('2027-07-01');
    expect(read('Open on December 24?').date).toBe('2026-12-24');
    expect(read('¿Abren en Navidad?').date).toBe('2026-12-25');
    expect(read('¿Abren el 31 de febrero?').date).toBeNull();
  });

  it('tells tomorrow from the morning', () => {
    expect(read('¿Abren mañana?')).toMatchObject({ dateBy: 'tomorrow', date: '2026-11-24' });
    expect(read('¿Abren por la mañana?').dateBy).toBeNull();
  });

  it('reads a party size in digits or words', () => {
    expect(read('¿Puedo reservar mesa para 25 personas?')).toMatchObject({ party: 25 });
    expect(read('Can I book a table for 25 people?').party).toBe(25);
    expect(read('Réserver pour huit personnes').party).toBe(8);
    expect(read('Somos un grupo de 40').party).toBe(40);
    expect(read('¿Abren para las 8?').party).toBeNull();
    expect(read('Can I book a table for 25 people?').asks.has('booking')).toBe(true);
  });

  it('reads diets without taking one for another', () => {
    expect(read('¿Tienen opciones vegetarianas?').diets).toEqual(['vegetarian']);
    expect(read('Avez-vous des plats végétaliens ?').diets).toEqual(['vegan']);
    expect(read('¿Tienen opciones sin gluten?').diets).toEqual(['glutenFree']);
  });
});
