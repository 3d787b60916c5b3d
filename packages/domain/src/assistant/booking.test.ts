import { describe, expect, it } from 'vitest';
import { readBookingMessage } from './booking.js';

// Wednesday 25 November 2026: "el sábado" is the 28th.
const TODAY = '2026-11-25';

describe('readBookingMessage', () => {
  it('reads a day, a time and a party in es, en and fr', () => {
    for (const text of [
      'mesa para 4 el sábado a las 8',
      'a table for 4 on Saturday at 8pm',
      'une table pour 4 samedi à 20h',
    ]) {
      const words = readBookingMessage(text, TODAY);
      expect(words, text).toMatchObject({ wantsBooking: true, date: '2026-11-28', guests: 4 });
      expect(words.times[0], text).toBe('20:00');
    }
  });

  it('reads the times guests write', () => {
    const times = (text: string, step: 'time' | null = null) =>
      readBookingMessage(text, TODAY, step).times;
    expect(times('a las 8')).toEqual(['20:00', '08:00']);
    expect(times('a las 8 de la mañana')).toEqual(['08:00']);
    expect(times('at 8:30 pm')).toEqual(['20:30']);
    expect(times('vers 19h30')).toEqual(['19:30']);
    expect(times('21:00')).toEqual(['21:00']);
    expect(times('9', 'time')).toEqual(['21:00', '09:00']);
    expect(times('9')).toEqual([]);
  });

  it('reads the details, a yes, a no and a cancel', () => {
    expect(readBookingMessage('My name is John Smith, john@example.com', TODAY)).toMatchObject({
      name: 'John Smith',
      email: 'john@example.com',
    });
    expect(readBookingMessage('Ana Pérez', TODAY, 'name').name).toBe('Ana Pérez');
    expect(readBookingMessage('Ana Pérez', TODAY, 'date').name).toBeNull();
    expect(readBookingMessage('(416) 555-0123', TODAY, 'phone').phone).toBe('(416) 555-0123');
    expect(readBookingMessage('4', TODAY, 'guests').guests).toBe(4);
    expect(readBookingMessage('cuatro', TODAY, 'guests').guests).toBe(4);
    for (const yes of ['sí', 'Yes', 'oui', 'ok, confirmo'])
      expect(readBookingMessage(yes, TODAY).yes).toBe(true);
    for (const no of ['no', 'Non', 'no gracias'])
      expect(readBookingMessage(no, TODAY).no).toBe(true);
    for (const cancel of ['cancelar', 'Cancel please', 'annuler'])
      expect(readBookingMessage(cancel, TODAY).cancel).toBe(true);
  });

  it('leaves the questions about the rules to the rules', () => {
    for (const text of ['How far in advance can I book?', '¿Cómo hago una reservación?'])
      expect(readBookingMessage(text, TODAY).wantsBooking, text).toBe(false);
  });
});
