import { describe, expect, it } from 'vitest';
import { localizeEvent, missingEventLanguages } from './localized.js';

const event = {
  title: 'Noche de Mariachi',
  description: 'Música en vivo',
  location: 'Terraza',
  ctas: [{ label: 'Reservar', url: '/es/reservas' }, { label: 'Menú' }],
  localized: { en: { title: 'Mariachi Night', ctaLabels: ['Book', ''] }, fr: { title: '  ' } },
};

describe('localizeEvent', () => {
  it('keeps the Spanish event for es', () => {
    expect(localizeEvent(event, 'es')).toBe(event);
  });

  it('uses each English text it has and the Spanish one for the rest', () => {
    const en = localizeEvent(event, 'en');
    expect(en.title).toBe('Mariachi Night');
    expect(en.description).toBe('Música en vivo');
    expect(en.location).toBe('Terraza');
    expect(en.ctas.map((cta) => cta.label)).toEqual(['Book', 'Menú']);
    expect(en.ctas[0]?.url).toBe('/es/reservas');
  });

  it('falls back to Spanish for a blank French title', () => {
    expect(localizeEvent(event, 'fr').title).toBe('Noche de Mariachi');
  });

  it('names the languages without a title of their own', () => {
    expect(missingEventLanguages(event)).toEqual(['fr']);
    expect(missingEventLanguages({ title: 'x' })).toEqual(['en', 'fr']);
  });
});
