import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../flatten-messages';
import { LOCALES } from '../locales';
import { MESSAGES } from './index';
import { RESERVATION_MESSAGE_IDS } from '@bar/domain/reservations/messages';
import { SUBSCRIPTION_MESSAGE_IDS } from '@bar/domain/subscriptions/messages';

const flat = Object.fromEntries(LOCALES.map((l) => [l, flattenMessages(MESSAGES[l])]));
const allKeys = [...new Set(LOCALES.flatMap((l) => Object.keys(flat[l] ?? {})))].sort();

describe('message catalogues', () => {
  it('have keys', () => {
    expect(allKeys.length).toBeGreaterThan(50);
  });

  it.each(LOCALES)('%s has every key of every other locale', (locale) => {
    const missing = allKeys.filter((key) => !(key in (flat[locale] ?? {})));
    expect(missing, `missing in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty value and no value equal to its id', (locale) => {
    const bad = Object.entries(flat[locale] ?? {})
      .filter(([key, value]) => value.trim() === '' || value.trim() === key)
      .map(([key]) => key);
    expect(bad, `bad values in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s holds only text leaves', (locale) => {
    const check = (node: unknown, path: string): string[] =>
      typeof node === 'string'
        ? []
        : node && typeof node === 'object' && !Array.isArray(node)
          ? Object.entries(node).flatMap(([k, v]) => check(v, path ? `${path}.${k}` : k))
          : [path];
    expect(check(MESSAGES[locale], '')).toEqual([]);
  });

  it('carries the spec texts for the 404 and offline pages', () => {
    expect(flat.en?.['notFound.message']).toBe("Sorry, we couldn't find what you're looking for.");
    expect(flat.es?.['notFound.message']).toBe('Lo sentimos, no pudimos encontrar lo que buscas.');
    expect(flat.fr?.['notFound.message']).toBe(
      "Désolé, nous n'avons pas trouvé ce que vous cherchez.",
    );
    expect(flat.en?.['offline.message']).toBe(
      'Some features require internet. Please try again when you have a signal.',
    );
  });

  it('holds the reservation and mailing-list texts the API answers with, the spec words kept', () => {
    for (const id of [...RESERVATION_MESSAGE_IDS, ...SUBSCRIPTION_MESSAGE_IDS]) {
      for (const locale of LOCALES) expect(flat[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
    expect(flat.en?.['reservations.errors.phoneInvalid']).toBe(
      'Must be 10 digits and not start with 0',
    );
    expect(flat.en?.['reservations.errors.guestsRange']).toBe('Between 1 and 199');
    expect(flat.es?.['reservations.errors.sendFailed']).toBe('Error al enviar la reserva.');
    expect(flat.en?.['reservations.errors.sendFailed']).toBe('Error sending reservation.');
    expect(flat.fr?.['reservations.errors.sendFailed']).toBe(
      "Erreur lors de l'envoi de la réservation",
    );
    expect(flat.es?.['reservations.success']).toBe('Reserva enviada');
    expect(flat.en?.['reservations.success']).toBe('Reservation sent');
    expect(flat.es?.['subscriptions.errors.failed']).toBe('Ocurrió un error. Intenta nuevamente.');
    expect(flat.en?.['subscriptions.errors.failed']).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
