import { CONSENT_BOOT_SCRIPT } from '@bar/ui/consent/consent-boot-script';
import { THEME_BOOT_SCRIPT } from '@bar/ui/theme/theme-boot-script';
import { type ReactNode, startTransition, useCallback, useMemo, useState } from 'react';
import { I18nContext } from './lib/lite-i18n/react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { textGroupsOf } from './lib/site-catalogue';
import { useLocale } from './lib/use-locale';
import { useSiteI18n } from './lib/use-site-i18n';
import { PwaRuntime } from './features/pwa/pwa-runtime';
import { ContentRuntime } from './runtime/content-runtime';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/pwa/icon-192.png' },
  { rel: 'stylesheet', href: stylesheet },
];

const DEFAULT_THEME_COLOR = '#7a1f12';

// The boot scripts run once, from the prerendered HTML, before anything else. React does not
// hydrate an element's inner HTML (nor touch it while the value stays the same), so the browser
// bundle leaves their text out.
const [themeBoot, consentBoot] = import.meta.env.SSR
  ? [THEME_BOOT_SCRIPT, CONSENT_BOOT_SCRIPT]
  : ['', ''];

// <html lang> follows the locale segment, so each prerendered file declares its language.
// The inline script sets data-theme on <html> before first paint (no flash of the wrong slot);
// React never renders that attribute, hence suppressHydrationWarning on <html> only.
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const matches = useMatches();
  const groups = textGroupsOf(matches.map((match) => match.id));
  // Loaded before anything renders, so meta() (in <Meta />) finds the language's texts, with
  // the page groups of the matched routes. data-texts names those for the client entry, which
  // loads them before it hydrates.
  useSiteI18n(locale, groups);
  return (
    <html lang={locale} data-texts={groups.join(' ') || undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeBoot }} />
        <script dangerouslySetInnerHTML={{ __html: consentBoot }} />
        <meta name="theme-color" content={DEFAULT_THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The tenant's texts land in the catalogue silently (features/tenant-i18n); a new context value
// then re-renders every translated component as a transition, in slices, not as one long task.
export default function App() {
  const locale = useLocale();
  const i18n = useSiteI18n(locale);
  const [textsRevision, setTextsRevision] = useState(0);
  const context = useMemo(() => ({ i18n, textsRevision }), [i18n, textsRevision]);
  const onTextsChanged = useCallback(
    () => startTransition(() => setTextsRevision((revision) => revision + 1)),
    [],
  );
  return (
    <I18nContext.Provider value={context}>
      <Outlet />
      <ContentRuntime locale={locale} onTextsChanged={onTextsChanged} />
      <PwaRuntime />
    </I18nContext.Provider>
  );
}

// Last resort: plain text, no i18n, so it renders even when the i18n layer itself failed.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="site-main">
      <h1>{status}</h1>
      <p>
        <a href="/">Inicio · Home · Accueil</a>
      </p>
    </main>
  );
}
