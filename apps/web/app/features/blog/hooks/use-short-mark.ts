import { type RefObject, useEffect, useState } from 'react';

/** A card is "short" when its body is under 120 px high. */
export const SHORT_BODY_PX = 120;

/**
 * Whether the element is shorter than 120 px, measured after mount and again whenever it
 * resizes (a description opened, a narrower screen). False until measured, as prerendered.
 * `shown` tells when the element appears after the first render (the blog's first card, whose
 * frame stands in while the lists load): it is measured from then.
 */
export function useShortMark(ref: RefObject<HTMLElement | null>, shown = true): boolean {
  const [short, setShort] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setShort(element.getBoundingClientRect().height < SHORT_BODY_PX);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return short;
}
