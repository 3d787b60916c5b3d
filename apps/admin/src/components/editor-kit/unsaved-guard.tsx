import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

function RouterBlocker({ message }: { message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  return null;
}

/**
 * While `when` is true, asks before leaving: closing or reloading the tab (the browser's own
 * prompt) and moving to another panel tab or page inside the app (a confirm with our text).
 */
export function UnsavedGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('admin');
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  // useBlocker needs a data router; a plain router (tests) keeps the tab-close guard only.
  return when && dataRouter ? <RouterBlocker message={t('editorKit.unsaved.confirm')} /> : null;
}
