import type { AuthUser, Role } from '@bar/session/auth-context';

export type FooterEntry = 'guest' | 'account' | 'signIn' | 'admin' | 'signOut';

/** Which account entries the footer shows for a session state. */
export function footerEntriesFor(user: AuthUser | null, role: Role): FooterEntry[] {
  const entries: FooterEntry[] = [];
  const member = user !== null && !user.isAnonymous;
  if (!user) entries.push('guest');
  if (member) entries.push('account');
  else entries.push('signIn');
  if (member && (role === 'admin' || role === 'superadmin')) entries.push('admin');
  if (user) entries.push('signOut');
  return entries;
}
