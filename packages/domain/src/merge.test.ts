import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyMergePatch,
  deepMerge,
  deletedPaths,
  isPlainObject,
  mergeLayers,
  mergeOverDefaults,
  readLenient,
  withoutDeletions,
} from './merge';

describe('deepMerge (Firestore merge semantics)', () => {
  it('merges maps key by key and replaces arrays and scalars', () => {
    const base = { a: { b: 1, c: [1, 2], d: { e: 'x' } }, f: 'keep' };
    expect(deepMerge(base, { a: { c: [3], d: { g: true } }, h: null })).toEqual({
      a: { b: 1, c: [3], d: { e: 'x', g: true } },
      f: 'keep',
      h: null,
    });
  });

  it('lets a scalar replace a map and a map replace a scalar', () => {
    expect(deepMerge({ a: { b: 1 } }, { a: 'flat' })).toEqual({ a: 'flat' });
    expect(deepMerge({ a: 'flat' }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('skips undefined, keeps a base map under an empty map and never mutates its inputs', () => {
    const base = { a: { b: 1 }, list: [{ x: 1 }] };
    const over = { a: {}, c: undefined, list: [{ y: 2 }] };
    const out = deepMerge(base, over);
    expect(out).toEqual({ a: { b: 1 }, list: [{ y: 2 }] });
    (out.list as unknown[]).push(1);
    expect(base).toEqual({ a: { b: 1 }, list: [{ x: 1 }] });
    expect(over.list).toEqual([{ y: 2 }]);
    expect(deepMerge(base, null)).toEqual(base);
    expect(deepMerge(base, undefined)).not.toBe(base);
  });

  it('layers left to right', () => {
    expect(mergeLayers({ a: 1, m: { x: 1 } }, { a: 2 }, null, { m: { y: 2 } }, { a: 3 })).toEqual({
      a: 3,
      m: { x: 1, y: 2 },
    });
  });
});

describe('applyMergePatch (JSON merge patch, arrays replace)', () => {
  it('deletes on null, merges maps, replaces arrays, creates missing maps', () => {
    const doc = { a: { b: 1, c: 2 }, list: [1, 2], gone: true };
    expect(
      applyMergePatch(doc, { a: { c: null, d: 4 }, list: [3], gone: null, fresh: { x: { y: 1 } } }),
    ).toEqual({
      a: { b: 1, d: 4 },
      list: [3],
      fresh: { x: { y: 1 } },
    });
    expect(doc).toEqual({ a: { b: 1, c: 2 }, list: [1, 2], gone: true });
  });

  it('turns a scalar into a map when the patch holds a map there, and ignores undefined', () => {
    expect(applyMergePatch({ a: 5 }, { a: { b: null, c: 1 }, z: undefined })).toEqual({
      a: { c: 1 },
    });
    expect(applyMergePatch({ a: 1 }, { missing: null })).toEqual({ a: 1 });
  });

  it('lists deleted paths and strips deletions and empty maps', () => {
    const patch = { a: { b: null, c: { d: null } }, e: null, f: 1, g: {}, h: [null] };
    expect(deletedPaths(patch)).toEqual([['a', 'b'], ['a', 'c', 'd'], ['e']]);
    expect(withoutDeletions(patch)).toEqual({ f: 1, h: [null] });
  });

  it('knows plain objects', () => {
    expect([{}, Object.create(null), { a: 1 }].every(isPlainObject)).toBe(true);
    expect([null, [], new Date(), 'x', 1, new Map()].some(isPlainObject)).toBe(false);
  });
});

describe('readLenient / mergeOverDefaults', () => {
  const Schema = z.looseObject({
    name: z.string().default('anon'),
    size: z.number().min(0).default(1),
    nested: z.object({ on: z.boolean().default(true), label: z.string().optional() }).prefault({}),
    tags: z.array(z.object({ id: z.string() })).default([]),
    map: z.record(z.string(), z.number()).default({}),
    listOrMap: z
      .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string()))
      .default([]),
  });

  it('answers the defaults for anything that is not an object', () => {
    const defaults = {
      name: 'anon',
      size: 1,
      nested: { on: true },
      tags: [],
      map: {},
      listOrMap: [],
    };
    for (const stored of [null, undefined, 3, 'x', [], {}])
      expect(readLenient(Schema, stored)).toEqual(defaults);
  });

  it('repairs field by field, drops bad items and entries, keeps unknown keys', () => {
    const stored = {
      name: 7,
      size: -1,
      nested: { on: 'yes', label: 5 },
      tags: [{ id: 'a' }, { id: 2 }, 'x'],
      map: { ok: 1, bad: 'x' },
      listOrMap: 'solo',
      extra: { kept: true },
    };
    expect(readLenient(Schema, stored)).toEqual({
      name: 'anon',
      size: 1,
      nested: { on: true },
      tags: [{ id: 'a' }],
      map: { ok: 1 },
      listOrMap: ['solo'],
      extra: { kept: true },
    });
  });

  it('falls back to the default when a nested map is not a map', () => {
    expect(readLenient(Schema, { nested: 'x', tags: 'y', map: [] })).toMatchObject({
      nested: { on: true },
      tags: [],
      map: {},
    });
  });

  it('merges the layers before reading them', () => {
    expect(
      mergeOverDefaults(Schema, { name: 'base', nested: { label: 'b' } }, 'ignored', {
        nested: { on: false },
      }),
    ).toMatchObject({
      name: 'base',
      nested: { on: false, label: 'b' },
    });
  });
});
