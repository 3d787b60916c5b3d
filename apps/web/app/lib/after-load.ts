/**
 * Resolves once the page has loaded and the browser is idle (or after `timeout` ms of idle
 * waiting): work that no visitor waits for (the guest session, the service worker) starts there,
 * so it never competes with the first paint, the hero image or hydration for the network and CPU.
 */
export function afterLoadIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
