import type { BssEffective } from '@bar/client/get-bss-effective';
import { beforeEach, describe, expect, it } from 'vitest';
import { bssCacheKey, cacheWindowMs, DEFAULT_CACHE_WINDOW_MS } from './bss-cache';
import { loadBssEffective } from './load-bss-effective';

const HOUR = 3_600_000;
const answer = (brandName: string, settings: object = {}) =>
  ({
    ok: true,
    branding: { company: { brandName } },
    settings,
    styles: {},
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as BssEffective;

/** A fake clock and a counting stand-in for the network call. */
function setup(start = 1_000_000) {
  const clock = { now: start };
  const calls: string[] = [];
  let next: () => Promise<BssEffective> = () => Promise.resolve(answer('Uno'));
  const options = {
    host: 'localhost:3002',
    storage: sessionStorage,
    now: () => clock.now,
    fetchBss: (locale: string) => {
      calls.push(locale);
      return next();
    },
  };
  return { clock, calls, options, answerWith: (fn: typeof next) => (next = fn) };
}

beforeEach(() => sessionStorage.clear());

describe('bss-effective cache', () => {
  it('keys per site and short locale', () => {
    expect(bssCacheKey('localhost:3002', 'fr')).toBe('bss:localhost:3002:fr');
  });

  it('reads the window from CACHE_HOURS, else 12 h (432e5 ms)', () => {
    expect(DEFAULT_CACHE_WINDOW_MS).toBe(432e5);
    expect(cacheWindowMs({})).toBe(12 * HOUR);
    expect(cacheWindowMs({ CACHE_HOURS: '2' })).toBe(2 * HOUR);
    expect(cacheWindowMs({ cacheHours: 0.5 })).toBe(HOUR / 2);
    expect(cacheWindowMs({ CACHE_HOURS: 'x' })).toBe(12 * HOUR);
    expect(cacheWindowMs({ CACHE_HOURS: -3 })).toBe(12 * HOUR);
  });

  it('skips the call while the copy is younger than the window, then asks again', async () => {
    const { clock, calls, options, answerWith } = setup();
    expect((await loadBssEffective('es', options))?.branding).toEqual({
      company: { brandName: 'Uno' },
    });
    clock.now += 12 * HOUR - 1;
    answerWith(() => Promise.resolve(answer('Dos')));
    expect((await loadBssEffective('es', options))?.branding.company.brandName).toBe('Uno');
    expect(calls).toEqual(['es']);
    clock.now += 1;
    expect((await loadBssEffective('es', options))?.branding.company.brandName).toBe('Dos');
    expect(calls).toEqual(['es', 'es']);
  });

  it('asks again, though the copy is fresh, when it disagrees with the served page', async () => {
    const { calls, options, answerWith } = setup();
    await loadBssEffective('es', options);
    answerWith(() => Promise.resolve(answer('Renombrado')));
    const served = (brand: string) => ({
      ...options,
      agreesWithPage: (data: BssEffective) =>
        (data.branding as { company: { brandName: string } }).company.brandName === brand,
    });
    expect((await loadBssEffective('es', served('Uno')))?.branding.company.brandName).toBe('Uno');
    expect(calls).toEqual(['es']);
    const renamed = await loadBssEffective('es', served('Renombrado'));
    expect(renamed?.branding.company.brandName).toBe('Renombrado');
    expect(calls).toEqual(['es', 'es']);
    // The new copy is kept: the next page served with the new name makes no call.
    await loadBssEffective('es', served('Renombrado'));
    expect(calls).toEqual(['es', 'es']);
  });

  it('keeps one copy per locale', async () => {
    const { calls, options } = setup();
    await loadBssEffective('es', options);
    await loadBssEffective('en', options);
    await loadBssEffective('es', options);
    expect(calls).toEqual(['es', 'en']);
  });

  it('follows the window the cached settings set', async () => {
    const { clock, calls, options, answerWith } = setup();
    answerWith(() => Promise.resolve(answer('Uno', { CACHE_HOURS: 1 })));
    await loadBssEffective('es', options);
    clock.now += HOUR;
    await loadBssEffective('es', options);
    expect(calls).toHaveLength(2);
  });

  it('is silent on failure: the stale copy, else null; a copy from the future is not fresh', async () => {
    const { clock, calls, options, answerWith } = setup();
    answerWith(() => Promise.reject(new Error('offline')));
    expect(await loadBssEffective('es', options)).toBeNull();
    answerWith(() => Promise.resolve(answer('Uno')));
    await loadBssEffective('es', options);
    clock.now += 13 * HOUR;
    answerWith(() => Promise.reject(new Error('offline')));
    expect((await loadBssEffective('es', options))?.branding.company.brandName).toBe('Uno');
    clock.now -= 20 * HOUR;
    await loadBssEffective('es', options);
    expect(calls).toHaveLength(4);
  });

  it('ignores a corrupt copy and works without storage', async () => {
    const { calls, options } = setup();
    sessionStorage.setItem(bssCacheKey(options.host, 'es'), '{not json');
    expect(await loadBssEffective('es', options)).not.toBeNull();
    expect(await loadBssEffective('es', { ...options, storage: null })).not.toBeNull();
    expect(calls).toHaveLength(2);
  });
});
