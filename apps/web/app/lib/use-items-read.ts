import type { Locale } from '@bar/i18n';
import { startTransition, useEffect, useState } from 'react';

export type ItemsRead<T> =
  { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error' };

/** One read of a public list: its client's code is imported with it (`read` does both). */
export type ReadItems<T> = (locale: Locale, signal: AbortSignal) => Promise<{ items: T[] }>;

/**
 * A public list of the page's language, read after hydration (the prerendered page and the
 * first render show it loading). `read` is a module-level function, so the read runs once per
 * language; a failed read is logged with `failure` and shows as an error.
 */
export function useItemsRead<T>(locale: Locale, read: ReadItems<T>, failure: string): ItemsRead<T> {
  const [state, setState] = useState<ItemsRead<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    read(locale, controller.signal).then(
      ({ items }) => {
        // A transition: React renders the list in slices and lets a tap in between.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', items }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failure, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [locale, read, failure]);
  return state;
}
