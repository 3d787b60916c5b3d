/**
 * Runs `task` once the page has loaded and the main thread is idle, so it never competes with
 * first paint or hydration. Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task, { timeout: 4000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback.
      const id = setTimeout(task, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
