import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCall } from './use-latest-call';

/** A read whose answer the test releases when it likes (a slow network, in order or not). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLatestCall', () => {
  it('keeps the newest load when an older, slower answer comes after it', async () => {
    const { result } = renderHook(() => useLatestCall());
    const shown: string[] = [];
    const load = async (read: Promise<string>) => {
      const stale = result.current();
      const answer = await read;
      if (!stale()) shown.push(answer);
    };
    const home = deferred<string>();
    const other = deferred<string>();
    const first = load(home.promise);
    const second = load(other.promise);
    await act(async () => {
      other.resolve('drill');
      await second;
      home.resolve('home');
      await first;
    });
    expect(shown).toEqual(['drill']);
  });

  it('lets a load that is not overtaken through, and the begin function stays the same', () => {
    const { result, rerender } = renderHook(() => useLatestCall());
    const begin = result.current;
    rerender();
    expect(result.current).toBe(begin);
    const stale = begin();
    expect(stale()).toBe(false);
    begin();
    expect(stale()).toBe(true);
  });
});
