import { describe, expect, it } from 'vitest';
import { BrandingSchema } from '../branding/schema.js';
import { SettingsSchema } from '../settings/schema.js';
import { checkContentPatch, MAX_TEXT_LENGTH } from './strict-patch.js';

describe('checkContentPatch', () => {
  it('accepts a patch of known fields, and null on a single field', () => {
    expect(
      checkContentPatch(BrandingSchema, {
        contact: { phone: '+52 55 1234 5678', address: { city: 'CDMX' } },
        company: { tagline: null },
        holidays: [{ name: 'Año nuevo', date: '2027-01-01' }],
        agentAI: { indiceAI: { anything: { goes: 1 } } },
      }),
    ).toEqual([]);
  });

  it('refuses unknown keys at any depth, with their path', () => {
    expect(checkContentPatch(BrandingSchema, { junk: 'x', contact: { fax: '1' } })).toEqual([
      { path: 'junk', code: 'unrecognized_keys', message: 'unknown field' },
      { path: 'contact.fax', code: 'unrecognized_keys', message: 'unknown field' },
    ]);
  });

  it('refuses a text over the limit and null on a whole group', () => {
    const issues = checkContentPatch(BrandingSchema, {
      company: null,
      contact: { email: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
    });
    expect(issues.map(({ path, code }) => [path, code])).toEqual([
      ['company', 'null_block'],
      ['contact.email', 'too_big'],
    ]);
    expect(checkContentPatch(SettingsSchema, { faculties: null })[0]?.code).toBe('null_block');
  });
});

describe('checkContentPatch: what a read answers can be written back', () => {
  it('accepts null where the schema itself admits it (no Stripe pricing table)', () => {
    expect(checkContentPatch(SettingsSchema, { shop: { stripe: null } })).toEqual([]);
  });

  it('accepts an unknown key sent back with the value it already has, and refuses a change', () => {
    const current = { durationMs: 5000, pwa: { icons: [{ src: '/a.png', extra: 1 }] } };
    expect(
      checkContentPatch(
        SettingsSchema,
        { durationMs: 5000, pwa: { icons: [{ src: '/a.png', extra: 1 }] } },
        '',
        current,
      ),
    ).toEqual([]);
    expect(checkContentPatch(SettingsSchema, { durationMs: 6000 }, '', current)).toEqual([
      { path: 'durationMs', code: 'unrecognized_keys', message: 'unknown field' },
    ]);
    expect(checkContentPatch(SettingsSchema, { videoLoop: true }, '', current)).toEqual([
      { path: 'videoLoop', code: 'unrecognized_keys', message: 'unknown field' },
    ]);
  });
});
