import { SignInCard } from '@bar/ui/auth/sign-in-card';
import { useAuth } from '@bar/session/use-auth';
import { AdminLayout } from '../../components/layout/admin-layout';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/use-site-config';
import { useAdminSignOut } from '../../features/access-gate/api/use-admin-access';

/** The shared sign-in card (the footer's 'Sign in' and 'Account'); goes back to `next`. */
export function LoginRoute() {
  const { user } = useAuth();
  const signOut = useAdminSignOut();
  const { homeHref } = useSiteConfig();
  return (
    <AdminLayout homeHref={homeHref} signedIn={user !== null} onSignOut={() => void signOut()}>
      <SignInCard defaultNext={paths.admin} headingLevel={1} />
    </AdminLayout>
  );
}
