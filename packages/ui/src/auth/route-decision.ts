import type { AuthUser, Role } from '@bar/session/auth-context';

export type RouteGuardOptions = {
  /** Where to send people who may not pass (default '/'). */
  redirectTo?: string;
  requireVerified?: boolean;
  allowUids?: readonly string[];
  allowRoles?: readonly Role[];
  /** Lets anonymous guests pass. */
  allowAnonymous?: boolean;
};

export type RouteDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

type GuardSession = { loading: boolean; user: AuthUser | null; userRole: Role };

/** Spec: wait for loading, then redirect on no user, unverified (if required), or allow-lists. */
export function decideRouteAccess(
  session: GuardSession,
  options: RouteGuardOptions = {},
): RouteDecision {
  const redirect = { kind: 'redirect', to: options.redirectTo ?? '/' } as const;
  if (session.loading) return { kind: 'wait' };
  const { user } = session;
  if (!user) return redirect;
  if (user.isAnonymous) return options.allowAnonymous ? { kind: 'allow' } : redirect;
  if (options.requireVerified && !user.emailVerified) return redirect;
  if (options.allowUids?.length && !options.allowUids.includes(user.uid)) return redirect;
  if (options.allowRoles?.length && !options.allowRoles.includes(session.userRole)) return redirect;
  return { kind: 'allow' };
}
