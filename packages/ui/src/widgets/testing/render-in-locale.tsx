import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { registerUiMessages } from '../../i18n/ui-messages';

/** Renders under an app-like i18next instance in the given language with the ui catalogue, as an app's. */
export function renderInLocale(ui: ReactNode, locale = 'en') {
  const i18n = createInstance();
  void i18n.init({ lng: locale, resources: {}, initAsync: false });
  registerUiMessages(i18n);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/**
 * jsdom has no matchMedia: this installs one answering prefers-reduced-motion (a browser API
 * stand-in, not our code). Returns the function that removes it.
 */
export function stubReducedMotion(reduce: boolean): () => void {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
