import type { Locale } from '@bar/i18n';
import { useEffect } from 'react';
import { useTranslation } from '../lib/lite-i18n/react-i18next';

// The content runtime (tenant branding, settings, styles and translations) is a separate chunk
// fetched once the browser is idle after hydration, so it costs neither first paint nor the
// first-load JavaScript budget.
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

export function ContentRuntime({
  locale,
  onTextsChanged,
}: {
  locale: Locale;
  /** The tenant's texts are in the catalogue: re-render what shows them. */
  onTextsChanged: () => void;
}) {
  const { i18n } = useTranslation();
  useEffect(
    () =>
      whenIdle(() => {
        void import('./start-content-runtime').then(
          (runtime) => runtime.startContentRuntime(locale, i18n, onTextsChanged),
          () => undefined, // Offline or a stale deployment: the bundled texts and seed stay.
        );
      }),
    [locale, i18n, onTextsChanged],
  );
  return null;
}
