import { describe, expect, it } from 'vitest';
import { checkSubscription, normalizeEmail } from './check.js';

const valid = { name: 'Ana', email: 'ana@example.com', consent: true };

describe('checkSubscription', () => {
  it('accepts name and e-mail with consent; the phone is optional', () => {
    expect(checkSubscription(valid)).toBeNull();
    expect(checkSubscription({ ...valid, phone: '416-555-0199' })).toBeNull();
    expect(checkSubscription({ ...valid, phone: '  ' })).toBeNull();
  });

  it('checks name, e-mail, phone, consent in that order', () => {
    expect(checkSubscription({})?.field).toBe('name');
    expect(checkSubscription({ name: 'A', email: 'nope' })?.field).toBe('email');
    expect(checkSubscription({ ...valid, phone: '0123456789' })?.field).toBe('phone');
    expect(checkSubscription({ ...valid, consent: false })?.field).toBe('consent');
  });

  it('lower-cases addresses', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
