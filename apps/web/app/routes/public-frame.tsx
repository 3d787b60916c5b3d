import type { Locale } from '@bar/i18n';
import { PageViewReporter } from '../features/analytics/page-view-reporter';
import { SessionBadge } from '../features/auth/components/session-badge';
import { SiteFooter } from '../features/auth/components/site-footer';
import { SiteConsentBar } from '../features/consent/components/site-consent-bar';
import { SiteInstallButton } from '../features/install/components/site-install-button';
import { FooterLinks } from '../features/layout/components/footer-links';
import { HeadUrlsFollower } from '../features/layout/components/head-urls-follower';
import { SiteHeader } from '../features/layout/components/site-header';
import { EMPTY_FRAME } from '../features/layout/frame-data';
import { useFrameData } from '../features/layout/frame-store';
import { FooterContact } from '../features/site-data/components/footer-contact';
import { useBranding, useSiteData } from '../features/site-data/hooks/use-site-data';

// The header, footer and bottom dock of the public pages, what follows their navigations (page
// views, the head's URLs), and the kiosk's header, loaded after the page's own code (see frame-slots.tsx): each reads the tenant's data itself, so nothing
// above them has to re-render them while React waits for this module.

/** The public header: the tenant's logo and navigation, the session badge, the languages. */
export function PublicHeader({ locale }: { locale: Locale }) {
  const siteData = useSiteData();
  const frame = useFrameData();
  return (
    <SiteHeader
      locale={locale}
      badge={<SessionBadge />}
      brandName={siteData?.branding?.brandName}
      frame={frame ?? EMPTY_FRAME}
      loaded={siteData !== null}
    />
  );
}

/** The public footer: the tenant's contact and links, the account entries, the terms. */
export function PublicFooter({ locale }: { locale: Locale }) {
  const branding = useBranding();
  const frame = useFrameData();
  return (
    <SiteFooter locale={locale} brandName={branding?.brandName}>
      <FooterContact branding={branding} />
      <FooterLinks frame={frame ?? undefined} locale={locale} />
    </SiteFooter>
  );
}

/** The kiosk's header: the brand, the session badge and the languages, no site navigation. */
export function KioskHeader({ locale }: { locale: Locale }) {
  return (
    <SiteHeader
      locale={locale}
      withNav={false}
      badge={<SessionBadge />}
      brandName={useBranding()?.brandName}
    />
  );
}

/** The public pages' bottom dock: 'Install app' and the cookie consent bar. */
export function PublicDock() {
  return (
    <>
      <SiteInstallButton />
      <SiteConsentBar />
    </>
  );
}

/**
 * What follows the public pages' navigations and shows nothing: a page_view per page once the
 * visitor consented, and the head's canonical and alternates on the page shown.
 */
export function PublicFollowers({ locale }: { locale: Locale }) {
  return (
    <>
      <PageViewReporter locale={locale} />
      <HeadUrlsFollower />
    </>
  );
}
