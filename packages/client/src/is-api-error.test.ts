import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { refusalText } from './is-api-error';

describe('refusalText', () => {
  it("answers the API's own words for any refusal, 429 included", () => {
    expect(refusalText(new ApiError(429, 'RATE_LIMITED', 'Demasiadas solicitudes.'))).toBe(
      'Demasiadas solicitudes.',
    );
    expect(refusalText(new ApiError(400, 'VALIDATION_ERROR', 'Revisa el nombre.'))).toBe(
      'Revisa el nombre.',
    );
    expect(refusalText(new ApiError(409, 'SLOT_FULL', 'Esa hora está completa.'))).toBe(
      'Esa hora está completa.',
    );
  });

  it('answers nothing for no answer, a server fault, an answer without words or another error', () => {
    expect(refusalText(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBeUndefined();
    expect(refusalText(new ApiError(500, 'INTERNAL', 'Error interno.'))).toBeUndefined();
    expect(refusalText(new ApiError(429, 'RATE_LIMITED', ''))).toBeUndefined();
    expect(refusalText(new Error('boom'))).toBeUndefined();
  });
});
