import { transitionStore } from '../../lib/transition-store';
import type { FrameData } from './frame-data';

// What the frame shows of the tenant's data, read where that data arrives (the content
// runtime's chunk, read-frame-data.ts) and kept here for the header and footer; null until then.
// The runtime sets it in the same task as the site data, so both render together.
const frame = transitionStore<FrameData>();

export const setFrameData = frame.set;

/** The frame's data; null on the first render (as prerendered), until the tenant's data is in. */
export const useFrameData = (): FrameData | null => frame.useValue();
