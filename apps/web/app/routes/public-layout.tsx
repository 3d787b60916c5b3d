import { Outlet } from 'react-router';
import { PublicShell } from './public-shell';
import { useLocale } from '../lib/use-locale';

export default function PublicLayout() {
  return (
    <PublicShell locale={useLocale()}>
      <Outlet />
    </PublicShell>
  );
}
