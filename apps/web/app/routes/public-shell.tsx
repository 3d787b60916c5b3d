import type { Locale } from '@bar/i18n';
import { pageOfSegment } from '@bar/domain/site/pages';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageViewReporter } from '../features/analytics/page-view-reporter';
import { SessionBadge } from '../features/auth/components/session-badge';
import { PublicAuthProvider } from '../features/auth/components/site-auth-provider';
import { ChatSlot } from '../features/chat/components/chat-slot';
import { SiteFooter } from '../features/auth/components/site-footer';
import { EditTextsSlot } from '../features/edit-texts/components/edit-texts-slot';
import { SiteConsentBar } from '../features/consent/components/site-consent-bar';
import { SiteInstallButton } from '../features/install/components/site-install-button';
import { FooterLinks } from '../features/layout/components/footer-links';
import { HeadUrlsFollower } from '../features/layout/components/head-urls-follower';
import { SiteShell } from '../features/layout/components/site-shell';
import { EMPTY_FRAME } from '../features/layout/frame-data';
import { useFrameData } from '../features/layout/frame-store';
import { FooterContact } from '../features/site-data/components/footer-contact';
import { useSiteData } from '../features/site-data/hooks/use-site-data';

// The 404 page, for a page the tenant's feature flags switch off (see below).
const NotFoundRoute = lazy(() => import('./not-found'));

/**
 * The public group's chrome (not a route module): its session (a guest session is attempted
 * at start), the header with the tenant's logo, navigation and languages, the footer with the
 * tenant's contact and links and the account entries, and the bottom dock (install, consent).
 * The tenant's data arrives after hydration; every piece it fills keeps its room until then.
 */
export function PublicShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const siteData = useSiteData();
  const branding = siteData?.branding ?? null;
  const frame = useFrameData();
  // The API answers a switched-off page (settings.faculties) with the 404 document, but the
  // client router would still match its route on hydration: once the flags are known, the
  // 404 page shows in its place.
  const { pathname } = useLocation();
  const page = pageOfSegment(pathname.split('/')[2] ?? '');
  const switchedOff = frame !== null && page !== undefined && frame.pagesOff.includes(page);
  const footer = (
    <SiteFooter locale={locale} brandName={branding?.brandName}>
      <FooterContact branding={branding} />
      <FooterLinks frame={frame ?? undefined} locale={locale} />
    </SiteFooter>
  );
  return (
    <PublicAuthProvider>
      <PageViewReporter locale={locale} />
      <HeadUrlsFollower />
      <SiteShell
        locale={locale}
        badge={<SessionBadge />}
        footer={footer}
        brandName={branding?.brandName}
        frame={frame ?? EMPTY_FRAME}
        loaded={siteData !== null}
      >
        {switchedOff ? (
          <Suspense fallback={null}>
            <NotFoundRoute />
          </Suspense>
        ) : (
          children
        )}
      </SiteShell>
      <div className="frame-dock">
        <SiteInstallButton />
        <SiteConsentBar />
      </div>
      <ChatSlot locale={locale} />
      <EditTextsSlot locale={locale} />
    </PublicAuthProvider>
  );
}
