import { act, render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import type { ClientConfig } from '@bar/client/get-client-config';
import type { AuthContextValue } from '../auth-context';
import { SessionEngine } from '../auth-value';
import { DeferredAuthProvider, type SessionEngineSlot } from '../deferred-auth-provider';
import { useAuth } from '../use-auth';

/** Hands each auth context value it renders with to `onValue`. */
export function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  onValue(useAuth());
  return null;
}

/**
 * A DeferredAuthProvider whose engine (the real SessionEngine, on demand, in memory) arrives
 * when the test calls `arrive()`, as a page's later module does. `auth()` is the newest value.
 */
export function renderDeferred(loadConfig: () => Promise<ClientConfig>) {
  let arriveEngine!: () => void;
  const arrived = new Promise<void>((resolve) => (arriveEngine = resolve));
  const Engine = lazy(async () => {
    await arrived;
    return {
      default: ({ onValue }: { onValue: (value: AuthContextValue) => void }) => (
        <SessionEngine
          start="on-demand"
          persistence="memory"
          loadConfig={loadConfig}
          onValue={onValue}
        />
      ),
    };
  });
  const Slot: SessionEngineSlot = (props) => (
    <Suspense>
      <Engine {...props} />
    </Suspense>
  );
  let auth!: AuthContextValue;
  render(
    <DeferredAuthProvider Engine={Slot}>
      <Probe onValue={(value) => (auth = value)} />
    </DeferredAuthProvider>,
  );
  return {
    auth: () => auth,
    arrive: () =>
      act(() => {
        arriveEngine();
        return Promise.resolve();
      }),
  };
}
