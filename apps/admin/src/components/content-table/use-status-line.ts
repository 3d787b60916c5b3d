import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A one-line status ('Guardando…', '✓ Guardado'): `show(text)` keeps it until replaced,
 * `show(text, ms)` clears it after `ms` (the spec times success texts at 0.9–1.8 s).
 */
export function useStatusLine() {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: string, clearAfterMs?: number) => {
    clearTimeout(timer.current);
    setText(next);
    if (clearAfterMs !== undefined) timer.current = setTimeout(() => setText(''), clearAfterMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { text, show };
}

/** How long the success texts stay (spec: they clear after 0.9 to 1.8 s). */
export const SUCCESS_SHORT_MS = 900;
export const SUCCESS_LONG_MS = 1800;
