import { describe, expect, it } from 'vitest';
import {
  blankLike,
  editorKind,
  isImageUrl,
  isOwnMedia,
  isPictureKey,
  isSiteAddress,
  isStored,
  leaves,
  mergePatch,
  moveItem,
  parseRaw,
  setAt,
  toNumber,
} from './json-edit';

describe('the branding editor’s typed editing', () => {
  it('picks the editor by type, raw JSON for anything else', () => {
    expect([true, 3, 'x', [], {}, null].map(editorKind)).toEqual([
      'boolean',
      'number',
      'text',
      'list',
      'object',
      'raw',
    ]);
  });

  it('previews only http(s) picture URLs', () => {
    expect(isImageUrl('https://cdn.example.com/logo.svg')).toBe(true);
    expect(isImageUrl('http://x.test/a/b.JPEG?v=2')).toBe(true);
    expect(isImageUrl('/icons/logo.png')).toBe(false);
    expect(isImageUrl('https://example.com/page')).toBe(false);
  });

  it('knows a picture field by its key, our own files and the addresses the site shows', () => {
    expect(['Logo', 'icon', 'image', 'photoUrl', 'favicon'].every(isPictureKey)).toBe(true);
    expect(['brandName', 'url', 'logos', undefined].some(isPictureKey)).toBe(false);
    expect(isOwnMedia('/api/media/logos/cantina.png')).toBe(true);
    expect(isOwnMedia('/api/mediax/a.png')).toBe(false);
    expect(isSiteAddress('/api/media/logos/cantina.png')).toBe(true);
    expect(isSiteAddress('https://cdn.example.com/logo.svg')).toBe(true);
    expect(isSiteAddress('//evil.example/logo.png')).toBe(false);
    expect(isSiteAddress('javascript:alert(1)')).toBe(false);
    expect(isSiteAddress('logo.png')).toBe(false);
  });

  it('converts numbers and ignores JSON that does not parse', () => {
    expect(toNumber('12.5', 3)).toBe(12.5);
    expect(toNumber('doce', 3)).toBe(3);
    expect(toNumber('', 3)).toBe(3);
    expect(parseRaw('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseRaw('{a:1')).toEqual({ ok: false });
  });

  it('sets values at paths and moves list items up and down', () => {
    expect(setAt({ a: { b: 1 } }, ['a', 'c'], 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(setAt({ l: ['x', 'y'] }, ['l', 1], 'z')).toEqual({ l: ['x', 'z'] });
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(blankLike({ name: 'x', on: true, n: 2 })).toEqual({ name: '', on: false, n: 0 });
  });

  it('sends only what changed, lists whole, removals as null', () => {
    expect(
      mergePatch(
        { contact: { phone: '1', email: 'a' }, socials: [1, 2], gone: 'x', same: { k: 1 } },
        { contact: { phone: '2', email: 'a' }, socials: [2, 1], same: { k: 1 } },
      ),
    ).toEqual({ contact: { phone: '2' }, socials: [2, 1], gone: null });
  });

  it('lists the leaves and tells which are stored in the edited document', () => {
    expect(leaves({ a: { b: 1, c: [1] }, d: 'x' })).toEqual([
      { path: 'a.b', value: 1 },
      { path: 'a.c', value: [1] },
      { path: 'd', value: 'x' },
    ]);
    expect(isStored({ a: { b: 1 } }, 'a.b')).toBe(true);
    expect(isStored({ a: { b: 1 } }, 'a.c')).toBe(false);
  });
});
