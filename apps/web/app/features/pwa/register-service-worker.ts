/** Where the build writes the worker (the site root, so its scope is the whole site). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker and reports a new version waiting to take over. The first
 * install is not reported (nothing to update from); `updateViaCache: 'none'` makes every update
 * check ask the server for sw.js, whatever HTTP caches say.
 * https://developer.chrome.com/docs/workbox/handling-service-worker-updates
 */
export async function registerServiceWorker(
  onUpdateReady: (worker: ServiceWorker) => void,
): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
  const offer = (worker: ServiceWorker | null) => {
    if (worker && serviceWorker.controller) onUpdateReady(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/**
 * Lets the waiting worker take over, then reloads once so the page runs the new version's
 * files. Only ever called from the visitor's click, and the reload happens at most once, so
 * there is no reload loop.
 */
export function activateUpdate(worker: ServiceWorker): void {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  // Workbox's generated worker calls skipWaiting() on this message.
  worker.postMessage({ type: 'SKIP_WAITING' });
}
