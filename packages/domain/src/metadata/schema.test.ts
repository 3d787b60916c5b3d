import { describe, expect, it } from 'vitest';
import { DeleteMetadataFieldsBodySchema, SaveMetadataBodySchema } from './schema.js';

describe('metadata payloads', () => {
  it('accept field → locale → text', () => {
    const body = {
      entries: { title: { es: 'Hola' }, 'og:image': { en: 'https://x.example/a.png' } },
    };
    expect(SaveMetadataBodySchema.parse(body)).toEqual(body);
  });
  it.each([
    { entries: { 'a.b': { es: 'x' } } },
    { entries: { title: { de: 'x' } } },
    { entries: { title: { es: 'x'.repeat(5001) } } },
    { entries: { title: { es: null } } },
  ])('refuse %j', (body) => {
    expect(SaveMetadataBodySchema.safeParse(body).success).toBe(false);
  });
  it('need at least one field to delete', () => {
    expect(DeleteMetadataFieldsBodySchema.safeParse({ fields: [] }).success).toBe(false);
    expect(DeleteMetadataFieldsBodySchema.safeParse({ fields: ['title'] }).success).toBe(true);
    expect(
      DeleteMetadataFieldsBodySchema.safeParse({ fields: ['title'], locales: ['xx'] }).success,
    ).toBe(false);
  });
});
