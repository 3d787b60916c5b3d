import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The words of a search, lower-cased and without accents, so "cafe" finds "Café". */
export const searchWords = (text: string): string[] => fold(text).split(/\s+/).filter(Boolean);

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when every word of the search is in one of the texts. */
export function matchesSearch(
  words: readonly string[],
  texts: readonly (string | null | undefined)[],
) {
  if (words.length === 0) return true;
  const haystack = fold(texts.filter(Boolean).join(' \n'));
  return words.every((word) => haystack.includes(word));
}

/**
 * A list's view (search, filters, page) kept in the URL's query, so a view can be shared or
 * bookmarked and survives a reload: `?q=tacos&rating=5&page=2`. A value equal to its default
 * leaves the URL; any change but the page's goes back to the first page.
 */
export function useListView<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F)[]) {
      const given = params.get(String(key));
      if (given !== null) out[key] = given as F[keyof F];
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are a constant per list
  }, [params]);
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);

  const update = useCallback(
    (changes: Partial<F> & { q?: string; page?: number }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (key === 'page') continue;
            const fallback = key === 'q' ? '' : defaults[key];
            if (value === undefined || value === fallback) next.delete(key);
            else next.set(key, String(value));
          }
          const nextPage = changes.page ?? 0;
          if (nextPage > 0) next.set('page', String(nextPage + 1));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are a constant per list
    [setParams],
  );
  return { q, page, filters, update };
}
