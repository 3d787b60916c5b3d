import { describe, expect, it } from 'vitest';
import { termsOf } from './terms';

describe('termsOf', () => {
  it('reads the texts and the contact, trimmed, and drops what is blank or not an address', () => {
    expect(
      termsOf({
        company: { terms: '  Sin insultos.  ', privacy: ' ' },
        contact: { email: 'not an address', phone: 4165550100 },
      }),
    ).toEqual({
      terms: 'Sin insultos.',
      privacy: undefined,
      email: undefined,
      phone: '4165550100',
    });
    expect(termsOf({ contact: { email: ' hola@casa.example ' } }).email).toBe('hola@casa.example');
  });

  it('reads hand-edited shapes without throwing', () => {
    for (const doc of [null, 'x', [], { company: 'x', contact: [] }])
      expect(termsOf(doc)).toEqual({
        terms: undefined,
        privacy: undefined,
        email: undefined,
        phone: undefined,
      });
  });
});
