import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/es/blog?x=1#top', '/es/blog?x=1#top'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });
});
