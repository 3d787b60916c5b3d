import { Outlet } from 'react-router';
import { KioskFooter } from '../features/auth/components/kiosk-footer';
import { SessionBadge } from '../features/auth/components/session-badge';
import { KioskAuthProvider } from '../features/auth/components/site-auth-provider';
import { SiteShell } from '../features/layout/components/site-shell';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { useLocale } from '../lib/use-locale';

// Kiosk group: a tablet in the venue; no site navigation to wander off to, and a session that
// lives in memory only.
export default function KioskLayout() {
  const brandName = useBranding()?.brandName;
  return (
    <KioskAuthProvider>
      <SiteShell
        locale={useLocale()}
        withNav={false}
        badge={<SessionBadge />}
        footer={<KioskFooter />}
        brandName={brandName}
      >
        <Outlet />
      </SiteShell>
    </KioskAuthProvider>
  );
}
