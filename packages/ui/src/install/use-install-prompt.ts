import { useCallback, useEffect, useState } from 'react';

// The install prompt: the
// browser's beforeinstallprompt is kept for later, the button shows, and its hint banner shows
// for 8 s. After the app is installed, or the visitor answered the prompt, both go away.

export const INSTALL_HINT_MS = 8000;

/** Chromium's event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

/** Already running as an installed app: nothing to offer. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches)
  );
}

export type InstallPrompt = { available: boolean; hint: boolean; install: () => Promise<void> };

export function useInstallPrompt(hintMs = INSTALL_HINT_MS): InstallPrompt {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [hint, setHint] = useState(false);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (isStandalone()) return undefined;
    const onPrompt = (event: Event) => {
      event.preventDefault(); // No mini-infobar: our button asks when the visitor wants.
      setDeferred(event as BeforeInstallPromptEvent);
      setHint(true);
    };
    const onInstalled = () => setFinished(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    if (!hint) return undefined;
    const id = setTimeout(() => setHint(false), hintMs);
    return () => clearTimeout(id);
  }, [hint, hintMs]);

  const install = useCallback(async () => {
    if (!deferred) return;
    setHint(false);
    try {
      await deferred.prompt();
      await deferred.userChoice;
    } finally {
      // The event can prompt once; accepted or dismissed, the offer is over.
      setDeferred(null);
      setFinished(true);
    }
  }, [deferred]);

  const available = deferred !== null && !finished;
  return { available, hint: available && hint, install };
}
