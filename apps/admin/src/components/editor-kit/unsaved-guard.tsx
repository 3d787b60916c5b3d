import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog, discardTexts } from './confirm-dialog';

function RouterBlocker() {
  const { t } = useTranslation('admin');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      {...discardTexts(t)}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

/**
 * While `when` is true, asks before leaving: closing or reloading the tab (the browser's own
 * prompt) and moving to another panel tab or page inside the app (our confirmation dialog).
 */
export function UnsavedGuard({ when }: { when: boolean }) {
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
  return when && dataRouter ? <RouterBlocker /> : null;
}
