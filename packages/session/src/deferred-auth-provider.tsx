import { type ComponentType, type ReactNode, startTransition, useCallback, useState } from 'react';
import { AuthContext, sessionFields, type AuthContextValue } from './auth-context';

/** The value's actions: each waits for the session's code, then runs on its newest value. */
const ACTIONS = [
  'getIdToken',
  'refreshUser',
  'signInAsGuest',
  'signInWithGoogle',
  'signInWithFacebook',
  'prepareProviderSignIn',
  'signInWithEmail',
  'signUpWithEmail',
  'signOut',
] as const satisfies readonly (keyof AuthContextValue)[];

/** The session's code, rendered where the provider is (a SessionEngine, loaded later). */
export type SessionEngineSlot = ComponentType<{ onValue: (value: AuthContextValue) => void }>;

/**
 * The provider's side of a session whose code is not there yet: the value it shows meanwhile
 * (loading, nobody signed in: what the session's own first render shows, so the prerendered
 * HTML matches), a request remembered until the code comes, and actions that wait for it.
 */
function waitingSession() {
  let current: AuthContextValue | null = null;
  let requested = false;
  let settle!: () => void;
  // Actions wait until the session is known (or being started): like the provider's own value,
  // which reads its state then.
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const value = {
    ...sessionFields(null, 'anon', true),
    requestSession: () => {
      if (current) current.requestSession();
      else requested = true;
    },
  } as AuthContextValue;
  for (const name of ACTIONS) {
    (value[name] as (...args: unknown[]) => Promise<unknown>) = async (...args) => {
      await settled;
      return (current![name] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return {
    value,
    /** The session's newest value: the waiting actions run on it once it is known. */
    receive(next: AuthContextValue) {
      const first = current === null;
      current = next;
      if (first && requested) next.requestSession();
      if (!next.loading || requested) settle();
    },
  };
}

/**
 * AuthProvider for pages that do not need the session to show: its code (the session's state,
 * the client config, the role read; the Firebase SDK stays on demand behind it) comes with
 * `Engine`, which the page loads after its own code. Until then the value is the session's
 * first one (loading); `requestSession()` and the actions are kept and run once it is in.
 */
export function DeferredAuthProvider({
  Engine,
  children,
}: {
  Engine: SessionEngineSlot;
  children: ReactNode;
}) {
  const [waiting] = useState(waitingSession);
  const [value, setValue] = useState(waiting.value);
  const onValue = useCallback(
    (next: AuthContextValue) => {
      waiting.receive(next);
      // Like the session's own updates: React renders what reads it in slices.
      startTransition(() => setValue(next));
    },
    [waiting],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      <Engine onValue={onValue} />
    </AuthContext.Provider>
  );
}
