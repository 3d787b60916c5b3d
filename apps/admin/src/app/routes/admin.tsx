import { useAuth } from '@bar/session/use-auth';
import { useNavigate, useParams } from 'react-router';
import { AdminLayout } from '../../components/layout/admin-layout';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/use-site-config';
import { useAdminSignOut } from '../../features/access-gate/api/use-admin-access';
import { AccessGate } from '../../features/access-gate/components/access-gate';
import { AdminPanel } from '../../features/panel/components/admin-panel';
import { toPanelTab } from '../../features/panel/panel-tabs';
import { PostsPanel } from '../../features/posts/components/posts-panel';

/** /admin and /admin/<tab>: the gate in front of the panel, inside the sticky shell. */
export function AdminRoute() {
  const { '*': rest } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const signOut = useAdminSignOut();
  const { localMode, homeHref } = useSiteConfig();

  return (
    <AdminLayout homeHref={homeHref} signedIn={user !== null} onSignOut={() => void signOut()}>
      <AccessGate localMode={localMode} homeHref={homeHref}>
        <AdminPanel
          tab={toPanelTab(rest)}
          onTabChange={(tab) => void navigate(paths.tab(tab), { replace: true })}
          panels={{ posts: <PostsPanel /> }}
        />
      </AccessGate>
    </AdminLayout>
  );
}
