import { describe, expect, it } from 'vitest';
import { adminMessages } from '../lib/i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('admin catalogues', () => {
  const reference = keysOf(adminMessages.es).sort();

  it.each(['en', 'fr'] as const)('%s has exactly the Spanish keys, none empty', (locale) => {
    expect(keysOf(adminMessages[locale]).sort()).toEqual(reference);
    const flat = JSON.stringify(adminMessages[locale]);
    expect(flat).not.toMatch(/:""/);
  });

  it('keeps the exact texts of the spec', () => {
    const { gate, branding } = adminMessages.es;
    expect(gate.google).toBe('Acceso de Controlador');
    expect(gate.checking).toBe('Checking permissions…');
    expect(gate.denied).toBe('No tienes permisos para ver este panel.');
    expect(gate.deniedDefault).toBe('Permisos insuficientes o token inválido.');
    expect(gate.networkError).toBe('No fue posible validar permisos en servidor.');
    expect(branding.restricted).toBe('Acceso restringido: solo Superadmin.');
    expect(adminMessages.en.gate.checking).toBe('Checking permissions…');
  });
});
