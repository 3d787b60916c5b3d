import { startTransition, useEffect, useState } from 'react';
import type { FrameData } from './frame-data';

// What the frame shows of the tenant's data, read where that data arrives (the content
// runtime's chunk, read-frame-data.ts) and kept here for the header and footer; null until then.

let current: FrameData | null = null;
const listeners = new Set<() => void>();

export function setFrameData(data: FrameData): void {
  current = data;
  for (const listener of listeners) listener();
}

/** The frame's data; null on the first render (as prerendered), until the tenant's data is in. */
export function useFrameData(): FrameData | null {
  // As useSiteData: a transition, rendered with the site data's (both are set in one task).
  const [data, setData] = useState<FrameData | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setData(current));
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return data;
}
