import { countCacheLookup } from '../observability/telemetry.js';

/** Where "now" comes from; tests move it forward instead of waiting. */
export interface Clock {
  now(): number;
}

export const systemClock = (): Clock => ({ now: () => Date.now() });

interface Entry<V> {
  expires: number;
  value: Promise<V>;
}

/**
 * A small time-bounded cache of promises: concurrent readers of a missing key share one load,
 * entries live `ttlMs` (or what `ttlFor` says for a value, e.g. less for a fallback after a
 * failed read), and the oldest entries go beyond `maxEntries` so odd keys cannot grow it.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly options: {
      /** Counted under this name in `bar.cache.lookups` (lib/observability/telemetry.ts). */
      name?: string;
      maxEntries?: number;
      ttlFor?: (value: V) => number | undefined;
    } = {},
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const hit = this.#entries.get(key);
    const fresh = hit !== undefined && hit.expires > now;
    if (this.options.name) countCacheLookup(this.options.name, fresh);
    if (fresh) return hit.value;
    const value = load();
    const entry: Entry<V> = { expires: now + this.ttlMs, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    void value.then(
      (loaded) => {
        const ttl = this.options.ttlFor?.(loaded);
        if (ttl !== undefined) entry.expires = Math.min(entry.expires, now + ttl);
      },
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    const max = this.options.maxEntries ?? 1_000;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= max) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
