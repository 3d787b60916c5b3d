import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from './when-idle';

const UpdatePrompt = lazy(() => import('./components/update-prompt'));

/**
 * Registers the service worker after load, when the browser is idle, from a separate chunk
 * (nothing of it in the first-load JavaScript), and offers a waiting new version.
 * Production builds only: the dev server has no sw.js.
 */
export function PwaRuntime() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    return afterLoadWhenIdle(() => {
      void import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker(setWaiting))
        .catch(() => undefined); // no worker: the site works as before, online only
    });
  }, []);

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt worker={waiting} onDismiss={() => setWaiting(null)} />
    </Suspense>
  );
}
