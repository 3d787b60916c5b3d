import { Outlet } from 'react-router';
import { SiteShell } from '../features/layout/components/site-shell';
import { useLocale } from '../lib/use-locale';

// Kiosk group: a tablet in the venue; no site navigation to wander off to.
export default function KioskLayout() {
  return (
    <SiteShell locale={useLocale()} withNav={false}>
      <Outlet />
    </SiteShell>
  );
}
