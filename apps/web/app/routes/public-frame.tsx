import type { Locale } from '@bar/i18n';
import { FRAME_TEXT_GROUPS } from '@bar/i18n/text-groups';
import { PageViewReporter } from '../features/analytics/page-view-reporter';
import { SessionBadge } from '../features/auth/components/session-badge';
import { SiteFooter } from '../features/auth/components/site-footer';
import { ChatSlot } from '../features/chat/components/chat-slot';
import { SiteConsentBar } from '../features/consent/components/site-consent-bar';
import { SiteInstallButton } from '../features/install/components/site-install-button';
import { EditTextsSlot } from '../features/edit-texts/components/edit-texts-slot';
import { FooterLinks } from '../features/layout/components/footer-links';
import { HeadUrlsFollower } from '../features/layout/components/head-urls-follower';
import { SiteHeader } from '../features/layout/components/site-header';
import { EMPTY_FRAME } from '../features/layout/frame-data';
import { useFrameData } from '../features/layout/frame-store';
import { FooterContact } from '../features/site-data/components/footer-contact';
import { useBranding, useSiteData } from '../features/site-data/hooks/use-site-data';
import { useTextGroups } from '../lib/use-site-i18n';

// The session's code: reading a page needs no session, so the public shell's and the kiosk's
// DeferredAuthProvider show it as loading (what the prerender saw) until this module is in.
export {
  KioskSessionEngine as KioskSession,
  PublicSessionEngine as PublicSession,
} from '../features/auth/components/session-engines';

// The header, footer and bottom dock of the public pages, what follows their navigations (page
// views, the head's URLs), the kiosk's header and the session, loaded after the page's own code
// (see frame-slots.tsx): each reads the tenant's data itself, so nothing above them has to
// re-render them while React waits for this module.

// The texts the frame names (FRAME_TEXT_GROUPS) load with this module, which waits for them
// before it is in, like a route module (site-texts-plugin.ts), not with the page. Each part asks
// for them too, so a switch of language loads the new language's before the parts show it.
const useFrameTexts = () => useTextGroups(FRAME_TEXT_GROUPS);

/** The public header: the tenant's logo and navigation, the session badge, the languages. */
export function PublicHeader({ locale }: { locale: Locale }) {
  useFrameTexts();
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
  useFrameTexts();
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
  useFrameTexts();
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
  useFrameTexts();
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

/** What the public pages add once loaded: the chat, and the texts' editor for the staff. */
export function PublicAddOns({ locale }: { locale: Locale }) {
  return (
    <>
      <ChatSlot locale={locale} />
      <EditTextsSlot locale={locale} />
    </>
  );
}
