import type { AdminAccess } from '@bar/client/check-admin-access';

/**
 * The access gate: loading → signed out | signed in; signed in → checking
 * → allowed | denied. A denial carries the server's text or the network-failure reason.
 */
export type GateState =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'checking' }
  | { kind: 'denied'; reason: 'server'; serverMessage: string }
  | { kind: 'denied'; reason: 'network' }
  | { kind: 'allowed' };

export type GateInputs = {
  authLoading: boolean;
  signedIn: boolean;
  /** The server's answer for the current account, undefined while it is being asked. */
  access: AdminAccess | undefined;
};

export function deriveGateState({ authLoading, signedIn, access }: GateInputs): GateState {
  if (authLoading) return { kind: 'loading' };
  if (!signedIn) return { kind: 'signed-out' };
  if (!access) return { kind: 'checking' };
  switch (access.status) {
    case 'allowed':
      return { kind: 'allowed' };
    case 'network-error':
      return { kind: 'denied', reason: 'network' };
    case 'denied':
      return { kind: 'denied', reason: 'server', serverMessage: access.message };
  }
}
