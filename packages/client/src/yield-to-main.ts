/**
 * Resolves in a later task, so the work after it does not lengthen the current one (on a phone a
 * task over 50 ms blocks taps and scrolling). `scheduler.yield()` where the browser has it
 * (https://developer.chrome.com/blog/use-scheduler-yield), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
