import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPause,
  canResume,
  CHUNK_MAX,
  CHUNK_MIN,
  isRetryableStatus,
  nextChunkSize,
  parseContentRange,
  storedBytes,
  UPLOAD_TASK_STATES,
} from './resumable.js';

describe('parseContentRange', () => {
  it.each([
    ['bytes 0-262143/1000000', { kind: 'bytes', first: 0, last: 262_143, total: 1_000_000 }],
    [
      'bytes 262144-999999/1000000',
      { kind: 'bytes', first: 262_144, last: 999_999, total: 1_000_000 },
    ],
    ['bytes 0-9/*', { kind: 'bytes', first: 0, last: 9, total: null }],
    ['bytes */1000000', { kind: 'query', total: 1_000_000 }],
    ['bytes */*', { kind: 'query', total: null }],
  ])('reads %s', (header, range) => {
    expect(parseContentRange(header)).toEqual(range);
  });

  it.each([
    undefined,
    '',
    'bytes 5-4/10',
    'bytes 0-10/10',
    'bytes 0-1',
    'items 0-1/2',
    'bytes -1-2/3',
  ])('refuses %j', (header) => {
    expect(parseContentRange(header)).toBeNull();
  });
});

describe('the client side of the protocol', () => {
  it('reads how much is stored from a 308’s Range (none without it)', () => {
    expect(storedBytes('bytes=0-262143')).toBe(262_144);
    expect(storedBytes(null)).toBe(0);
    expect(storedBytes('bytes=5-9')).toBe(0);
  });

  it('doubles the chunk from 256 KiB up to 32 MiB', () => {
    const sizes = [CHUNK_MIN];
    while (sizes.at(-1)! < CHUNK_MAX) sizes.push(nextChunkSize(sizes.at(-1)!));
    expect(sizes[0]).toBe(262_144);
    expect(sizes.at(-1)).toBe(33_554_432);
    expect(nextChunkSize(CHUNK_MAX)).toBe(CHUNK_MAX);
    expect(sizes).toHaveLength(8);
  });

  it('retries on 5xx, 408 and 429 only', () => {
    expect([500, 503, 408, 429].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 413, 415, 499].some(isRetryableStatus)).toBe(false);
  });

  it('allows pause only from running, resume from paused or pausing, cancel from running or pausing', () => {
    const allowed = (check: (state: (typeof UPLOAD_TASK_STATES)[number]) => boolean) =>
      UPLOAD_TASK_STATES.filter(check);
    expect(allowed(canPause)).toEqual(['running']);
    expect(allowed(canResume)).toEqual(['pausing', 'paused']);
    expect(allowed(canCancel)).toEqual(['running', 'pausing']);
  });
});
