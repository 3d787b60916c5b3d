import { describe, expect, it } from 'vitest';
import { errorMessage } from './provider-errors';

describe('sign-in error texts', () => {
  it('shows the error message or the default', () => {
    expect(errorMessage(new Error('Nope'), 'Error al iniciar sesión.')).toBe('Nope');
    expect(errorMessage(new Error(''), 'Error al iniciar sesión.')).toBe(
      'Error al iniciar sesión.',
    );
    expect(errorMessage({}, 'No se pudo crear la cuenta.')).toBe('No se pudo crear la cuenta.');
  });
});
