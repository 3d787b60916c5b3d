import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language.js';

describe('guessLanguage', () => {
  it.each([
    ['¿a qué hora abren hoy?', 'en', 'es'],
    ['What time do you open today?', 'es', 'en'],
    ['Quelles sont vos heures d’ouverture ?', 'es', 'fr'],
    ["Est-ce que vous êtes ouverts aujourd'hui ?", 'en', 'fr'],
    ['cuánto cuesta el guacamole', 'fr', 'es'],
    ['do you deliver', 'es', 'en'],
  ] as const)('%s → %s', (text, current, expected) => {
    expect(guessLanguage(text, current)).toBe(expected);
  });

  it('keeps the current language when nothing is known or it is a tie', () => {
    expect(guessLanguage('tacos', 'fr')).toBe('fr');
    expect(guessLanguage('!!!', 'en')).toBe('en');
  });

  it('does not flip an ongoing conversation on one stray word', () => {
    expect(guessLanguage('ok menu the tacos al pastor', 'es')).toBe('es');
  });
});
