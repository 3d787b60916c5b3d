import { useAuth } from '@bar/session/use-auth';
import { UserBadge } from '@bar/ui/auth/user-badge';

/**
 * The user badge once the session is known: while prerendering and loading nothing is shown,
 * so a signed-in visitor never sees 'no auth' flash by.
 */
export function SessionBadge() {
  const { loading } = useAuth();
  return <div className="session-badge">{!loading && <UserBadge />}</div>;
}
