import type { Locale } from '@bar/i18n';
import type { ReactNode } from 'react';
import { SessionBadge } from '../features/auth/components/session-badge';
import { PublicAuthProvider } from '../features/auth/components/site-auth-provider';
import { SiteFooter } from '../features/auth/components/site-footer';
import { SiteShell } from '../features/layout/components/site-shell';

/**
 * The public group's chrome (not a route module): its session (a guest session is attempted
 * at start), the header with the user badge, and the footer with the account entries.
 */
export function PublicShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PublicAuthProvider>
      <SiteShell locale={locale} badge={<SessionBadge />} footer={<SiteFooter locale={locale} />}>
        {children}
      </SiteShell>
    </PublicAuthProvider>
  );
}
