import { getI18n } from '@bar/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useLocale } from './lib/use-locale';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

// <html lang> follows the locale segment, so each prerendered file declares its language.
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f12" />
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

export default function App() {
  const locale = useLocale();
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <Outlet />
    </I18nextProvider>
  );
}

// Last resort: plain text, no i18n, so it renders even when the i18n layer itself failed.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="site-main">
      <h1>{status}</h1>
      <p>
        <a href="/">La Cantina Bar &amp; Grill</a>
      </p>
    </main>
  );
}
