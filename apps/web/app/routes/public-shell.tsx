import type { Locale } from '@bar/i18n';
import { DeferredAuthProvider } from '@bar/session/deferred-auth-provider';
import { pageOfSegment } from '@bar/domain/site/pages';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SiteShell } from '../features/layout/components/site-shell';
import { useFrameData } from '../features/layout/frame-store';
import {
  PublicAddOnsSlot,
  PublicDockSlot,
  PublicFollowersSlot,
  PublicFooterSlot,
  PublicHeaderSlot,
  PublicSessionSlot,
} from './frame-slots';

// The 404 page, for a page the tenant's feature flags switch off (see below).
const NotFoundRoute = lazy(() => import('./not-found'));

/**
 * The public group's chrome (not a route module): its session (whose code comes after the
 * page's, with the header's: reading needs none; frame-slots.tsx), the header with the tenant's logo, navigation and languages, the footer with the
 * tenant's contact and links and the account entries, and the bottom dock (install, consent).
 * The tenant's data arrives after hydration; every piece it fills keeps its room until then.
 */
export function PublicShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const frame = useFrameData();
  // The API answers a switched-off page (settings.faculties) with the 404 document, but the
  // client router would still match its route on hydration: once the flags are known, the
  // 404 page shows in its place.
  const { pathname } = useLocation();
  const page = pageOfSegment(pathname.split('/')[2] ?? '');
  const switchedOff = frame !== null && page !== undefined && frame.pagesOff.includes(page);
  return (
    <DeferredAuthProvider Engine={PublicSessionSlot}>
      <PublicFollowersSlot locale={locale} />
      <SiteShell
        header={<PublicHeaderSlot locale={locale} />}
        footer={<PublicFooterSlot locale={locale} />}
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
        <PublicDockSlot />
      </div>
      <PublicAddOnsSlot locale={locale} />
    </DeferredAuthProvider>
  );
}
