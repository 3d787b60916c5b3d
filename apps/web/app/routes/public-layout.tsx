import { Outlet } from 'react-router';
import { SiteShell } from '../features/layout/components/site-shell';
import { useLocale } from '../lib/use-locale';

export default function PublicLayout() {
  return (
    <SiteShell locale={useLocale()}>
      <Outlet />
    </SiteShell>
  );
}
