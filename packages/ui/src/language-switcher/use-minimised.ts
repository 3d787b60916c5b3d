import { useCallback, useEffect, useState } from 'react';
import { MINIMISE_AFTER_MS, REMINIMISE_AFTER_MS } from './language-cycle';

type State = { minimised: boolean; expansions: number };

/**
 * Starts expanded and minimises after 7 s; once expanded again by the visitor, after 3.5 s.
 * The timer runs in an effect, so the prerendered markup (expanded) is what hydrates. `atLoad`
 * tells the expansion the page opened with (nobody asked for it) from one the visitor asked for.
 */
export function useMinimised(
  firstMs = MINIMISE_AFTER_MS,
  againMs = REMINIMISE_AFTER_MS,
): [minimised: boolean, toggle: () => void, atLoad: boolean] {
  const [state, setState] = useState<State>({ minimised: false, expansions: 0 });
  useEffect(() => {
    if (state.minimised) return undefined;
    const id = setTimeout(
      () => setState((s) => ({ ...s, minimised: true })),
      state.expansions === 0 ? firstMs : againMs,
    );
    return () => clearTimeout(id);
  }, [state, firstMs, againMs]);
  const toggle = useCallback(
    () =>
      setState((s) =>
        s.minimised
          ? { minimised: false, expansions: s.expansions + 1 }
          : { ...s, minimised: true },
      ),
    [],
  );
  return [state.minimised, toggle, !state.minimised && state.expansions === 0];
}
