import { describe, expect, it } from 'vitest';
import { DeleteMetaFieldsBodySchema, SaveMetaBodySchema } from './schema.js';

describe('metadata payloads', () => {
  it('accept field → locale → text', () => {
    const body = {
      entries: { title: { es: 'Hola' }, 'og:image': { en: 'https://x.example/a.png' } },
    };
    expect(SaveMetaBodySchema.parse(body)).toEqual(body);
  });
  it.each([
    { entries: { 'a.b': { es: 'x' } } },
    { entries: { title: { de: 'x' } } },
    { entries: { title: { es: 'x'.repeat(5001) } } },
    { entries: { title: { es: null } } },
  ])('refuse %j', (body) => {
    expect(SaveMetaBodySchema.safeParse(body).success).toBe(false);
  });
  it('need at least one field to delete', () => {
    expect(DeleteMetaFieldsBodySchema.safeParse({ fields: [] }).success).toBe(false);
    expect(DeleteMetaFieldsBodySchema.safeParse({ fields: ['title'] }).success).toBe(true);
    expect(
      DeleteMetaFieldsBodySchema.safeParse({ fields: ['title'], locales: ['xx'] }).success,
    ).toBe(false);
  });
});
