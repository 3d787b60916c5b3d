import { DeferredAuthProvider } from '@bar/session/deferred-auth-provider';
import { Outlet } from 'react-router';
import { KioskFooter } from '../features/auth/components/kiosk-footer';
import { SiteShell } from '../features/layout/components/site-shell';
import { useLocale } from '../lib/use-locale';
import { KioskHeaderSlot, KioskSessionSlot } from './frame-slots';

// Kiosk group: a tablet in the venue; no site navigation to wander off to, and a session that
// lives in memory only.
export default function KioskLayout() {
  return (
    <DeferredAuthProvider Engine={KioskSessionSlot}>
      <SiteShell header={<KioskHeaderSlot locale={useLocale()} />} footer={<KioskFooter />}>
        <Outlet />
      </SiteShell>
    </DeferredAuthProvider>
  );
}
