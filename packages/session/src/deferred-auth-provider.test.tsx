import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDeferred } from './testing/render-deferred';

/** A deferred session whose config read fails and is counted (the SDK never starts here). */
function renderCountingReads() {
  localStorage.clear();
  let configReads = 0;
  const view = renderDeferred(() => {
    configReads += 1;
    return Promise.reject(new Error('no config here'));
  });
  return { ...view, configReads: () => configReads };
}

describe('DeferredAuthProvider', () => {
  it('shows a loading session until the engine arrives; waiting calls then run on it', async () => {
    const { auth, arrive, configReads } = renderCountingReads();
    // What the prerender shows: nobody known yet.
    expect(auth().loading).toBe(true);
    expect(auth().user).toBeNull();
    const token = auth().getIdToken();
    let tokenSettled = false;
    void token.then(() => (tokenSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tokenSettled).toBe(false);
    expect(configReads()).toBe(0);

    await arrive();
    // On demand and no stored session: signed out, no config read, the waiting call answered.
    await waitFor(() => expect(auth().loading).toBe(false));
    expect(auth().user).toBeNull();
    expect(await token).toBeNull();
    expect(configReads()).toBe(0);
  });

  it('keeps a session request made before the engine arrived, and makes it once it has', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { auth, arrive, configReads } = renderCountingReads();
    auth().requestSession();
    expect(configReads()).toBe(0);
    await arrive();
    // The engine started the session (it read the config, which failed here: signed out).
    await waitFor(() => expect(configReads()).toBe(1));
    await waitFor(() => expect(auth().loading).toBe(false));
    expect(auth().user).toBeNull();
    expect(warn).toHaveBeenCalledWith('[auth] unavailable', expect.any(Error));
    warn.mockRestore();
  });
});
