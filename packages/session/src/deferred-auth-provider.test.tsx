import { act, render, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from './auth-context';
import { SessionEngine } from './auth-value';
import { DeferredAuthProvider, type SessionEngineSlot } from './deferred-auth-provider';
import { useAuth } from './use-auth';

function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  onValue(useAuth());
  return null;
}

/** The real session engine, arriving when the test says (as a page's later module does). */
function lateEngine(loadConfig: () => Promise<never>) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
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
  return { Slot, arrive };
}

describe('DeferredAuthProvider', () => {
  it('shows a loading session until the engine arrives; waiting calls then run on it', async () => {
    localStorage.clear();
    let configReads = 0;
    const { Slot, arrive } = lateEngine(() => {
      configReads += 1;
      return Promise.reject(new Error('no config here'));
    });
    let auth!: AuthContextValue;
    render(
      <DeferredAuthProvider Engine={Slot}>
        <Probe onValue={(value) => (auth = value)} />
      </DeferredAuthProvider>,
    );
    // What the prerender shows: nobody known yet.
    expect(auth.loading).toBe(true);
    expect(auth.user).toBeNull();
    const token = auth.getIdToken();
    let tokenSettled = false;
    void token.then(() => (tokenSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tokenSettled).toBe(false);
    expect(configReads).toBe(0);

    await act(() => {
      arrive();
      return Promise.resolve();
    });
    // On demand and no stored session: signed out, no config read, the waiting call answered.
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.user).toBeNull();
    expect(await token).toBeNull();
    expect(configReads).toBe(0);
  });

  it('keeps a session request made before the engine arrived, and makes it once it has', async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let configReads = 0;
    const { Slot, arrive } = lateEngine(() => {
      configReads += 1;
      return Promise.reject(new Error('no config here'));
    });
    let auth!: AuthContextValue;
    render(
      <DeferredAuthProvider Engine={Slot}>
        <Probe onValue={(value) => (auth = value)} />
      </DeferredAuthProvider>,
    );
    auth.requestSession();
    expect(configReads).toBe(0);
    await act(() => {
      arrive();
      return Promise.resolve();
    });
    // The engine started the session (it read the config, which failed here: signed out).
    await waitFor(() => expect(configReads).toBe(1));
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.user).toBeNull();
    expect(warn).toHaveBeenCalledWith('[auth] unavailable', expect.any(Error));
    warn.mockRestore();
  });
});
