import { useEffect } from 'react';
import type { AuthUser } from './auth-context';
import type { FirebaseSession } from './firebase-session';

/**
 * An unverified account usually verifies in another tab (the e-mail link). When this tab comes
 * back into view the account is reloaded; once verified, a forced token refresh makes the token
 * listener fetch the role again (admin e-mails only grant a role once verified).
 */
export function useVerificationWatch(user: AuthUser | null, session: Promise<FirebaseSession>) {
  const watching = user !== null && !user.isAnonymous && !user.emailVerified;

  useEffect(() => {
    if (!watching) return;
    let running = false;
    async function check() {
      if (running || document.visibilityState !== 'visible') return;
      running = true;
      try {
        const current = (await session).currentUser();
        if (!current) return;
        await current.reload();
        if (current.emailVerified) await current.getIdToken(true);
      } catch {
        // Offline or signed out meanwhile: try again on the next focus.
      } finally {
        running = false;
      }
    }
    const onCheck = () => void check();
    window.addEventListener('focus', onCheck);
    document.addEventListener('visibilitychange', onCheck);
    return () => {
      window.removeEventListener('focus', onCheck);
      document.removeEventListener('visibilitychange', onCheck);
    };
  }, [watching, session]);
}
