import { useAuth } from '@bar/session/use-auth';
import { UserBadge } from '@bar/ui/auth/user-badge';

/**
 * The user badge once the session is known. While prerendering and loading it holds the
 * signed-out badge, hidden (visibility: hidden, out of the accessibility tree too): a signed-in
 * visitor never sees 'no auth' flash by, and for the visitor who is signed out (most) it shows
 * where it already took its room, so nothing beside it moves.
 */
export function SessionBadge() {
  const { loading } = useAuth();
  return (
    <div className="session-badge" data-pending={loading ? '' : undefined}>
      <UserBadge />
    </div>
  );
}
