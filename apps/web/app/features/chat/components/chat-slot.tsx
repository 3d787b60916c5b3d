import type { Locale } from '@bar/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadIdle } from '../../../lib/after-load';

// The whole widget (button, panel, its texts, the language guesser) is its own chunk, fetched
// once the page has loaded and the browser is idle: nothing of it is in the first-load JS.
const ChatWidget = lazy(() => import('./chat-widget'));

export function ChatSlot({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoadIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget locale={locale} />
    </Suspense>
  ) : null;
}
