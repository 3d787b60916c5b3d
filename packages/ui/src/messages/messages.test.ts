import { describe, expect, it } from 'vitest';
import { uiMessages } from '../i18n/ui-messages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('ui catalogues', () => {
  const reference = keysOf(uiMessages.es).sort();

  it.each(['en', 'fr'] as const)('%s has exactly the Spanish keys, none empty', (locale) => {
    expect(keysOf(uiMessages[locale]).sort()).toEqual(reference);
    for (const key of reference) {
      const text = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          uiMessages[locale],
        );
      expect(typeof text === 'string' && text.trim().length > 0, `${locale}:${key}`).toBe(true);
    }
  });

  it.each(['es', 'en', 'fr'] as const)('%s leaves no value equal to its id', (locale) => {
    const flat = (node: unknown, path: string): [string, unknown][] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([k, v]) => flat(v, path ? `${path}.${k}` : k))
        : [[path, node]];
    const bad = flat(uiMessages[locale], '')
      .filter(
        ([key, text]) => typeof text !== 'string' || text.trim() === '' || text.trim() === key,
      )
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('keeps the exact Spanish texts of the spec', () => {
    expect(uiMessages.es.signIn.signUpSuccess).toBe(
      'Cuenta creada. Revisa tu email para verificar la cuenta.',
    );
    expect(uiMessages.es.signIn.signInError).toBe('Error al iniciar sesión.');
    expect(uiMessages.es.signIn.signUpError).toBe('No se pudo crear la cuenta.');
    expect(uiMessages.es.badge.signedOut).toBe('no auth');
    expect(uiMessages.es.badge.signedOutTooltip).toBe('no autenticado');
    expect(uiMessages.es.badge.fallbackName).toBe('usuario');
  });
});
