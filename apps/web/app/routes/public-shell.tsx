import type { Locale } from '@bar/i18n';
import type { ReactNode } from 'react';
import { SessionBadge } from '../features/auth/components/session-badge';
import { PublicAuthProvider } from '../features/auth/components/site-auth-provider';
import { SiteFooter } from '../features/auth/components/site-footer';
import { FooterContact } from '../features/site-data/components/footer-contact';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { SiteShell } from '../features/layout/components/site-shell';

/**
 * The public group's chrome (not a route module): its session (a guest session is attempted
 * at start), the header with the user badge and the tenant's brand, and the footer with the
 * tenant's contact and social links and the account entries.
 */
export function PublicShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const branding = useBranding();
  const brandName = branding?.brandName;
  const footer = (
    <SiteFooter locale={locale} brandName={brandName}>
      <FooterContact branding={branding} />
    </SiteFooter>
  );
  return (
    <PublicAuthProvider>
      <SiteShell locale={locale} badge={<SessionBadge />} footer={footer} brandName={brandName}>
        {children}
      </SiteShell>
    </PublicAuthProvider>
  );
}
