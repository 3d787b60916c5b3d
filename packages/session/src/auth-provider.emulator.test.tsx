// Runs against the Firebase Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (the test
// scripts start it); skipped otherwise. The role endpoint is not served here, so a signed-in
// account gets the documented fallback role 'user'.
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import { Probe, renderDeferred } from './testing/render-deferred';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const config = () =>
  Promise.resolve({
    firebase: { apiKey: 'demo-api-key', authDomain: '', projectId: 'demo-restaurant', appId: '' },
    authEmulatorUrl: `http://${host}`,
    localMode: true,
    webUrl: '',
    adminUrl: '',
  });

describe.skipIf(!host)('AuthProvider against the Auth emulator', () => {
  it('stays signed out until asked, starts a guest session, signs up with verification, signs out', async () => {
    let auth!: AuthContextValue;
    render(
      <AuthProvider start="on-demand" persistence="memory" loadConfig={config}>
        <Probe onValue={(value) => (auth = value)} />
      </AuthProvider>,
    );
    // On demand: nobody is signed in at start and no token exists until an action asks.
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(auth.user).toBeNull();
    expect(await auth.getIdToken()).toBeNull();

    await act(() => auth.signInAsGuest());
    await waitFor(() => expect(auth.user?.isAnonymous).toBe(true), { timeout: 10_000 });
    expect(auth.userRole).toBe('anon');

    // The SDK asks for the mail in the guest's language (the X-Firebase-Locale header, which
    // sets the mail's text and its link's `lang`; the emulator itself writes every link `lang=en`).
    const locales: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('accounts:sendOobCode'))
        locales.push(new Headers(init?.headers).get('X-Firebase-Locale'));
      return realFetch(input, init);
    };
    const email = `t${Date.now()}@example.com`;
    try {
      await act(() => auth.signUpWithEmail(email, 'secret123', 'fr'));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(locales).toEqual(['fr']);
    await waitFor(() => expect(auth.email).toBe(email));
    expect(auth.emailVerified).toBe(false);
    expect(auth.userRole).toBe('user');
    expect(await auth.getIdToken()).toMatch(/\./);

    const codes = (await (
      await fetch(`http://${host}/emulator/v1/projects/demo-restaurant/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
    const verify = codes.oobCodes.find(
      (c) => c.email === email && c.requestType === 'VERIFY_EMAIL',
    );
    expect(verify).toBeDefined();
    await fetch(verify?.oobLink ?? '');
    await act(() => auth.refreshUser());
    await waitFor(() => expect(auth.emailVerified).toBe(true));

    await act(() => auth.signOut());
    await waitFor(() => expect(auth.user).toBeNull());
    expect(auth.userRole).toBe('anon');
  }, 20_000);

  it('a browser that held a session gets it back at start; signing out forgets it', async () => {
    localStorage.clear();
    let auth!: AuthContextValue;
    const first = render(
      <AuthProvider start="on-demand" loadConfig={config}>
        <Probe onValue={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await waitFor(() => expect(auth.loading).toBe(false));
    expect(localStorage.getItem('bar:session-hint')).toBeNull();
    await act(() => auth.signInAsGuest());
    await waitFor(() => expect(auth.user?.isAnonymous).toBe(true), { timeout: 10_000 });
    const uid = auth.uid;
    expect(localStorage.getItem('bar:session-hint')).toBe('1');
    first.unmount();

    // A later visit: no action, yet the stored guest session is back (the hint started the SDK).
    render(
      <AuthProvider start="on-demand" loadConfig={config}>
        <Probe onValue={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await waitFor(() => expect(auth.uid).toBe(uid), { timeout: 10_000 });
    await act(() => auth.signOut());
    await waitFor(() => expect(auth.user).toBeNull());
    expect(localStorage.getItem('bar:session-hint')).toBeNull();
  }, 20_000);

  it('with the session code arriving later, a guest sign-in asked before it completes after', async () => {
    localStorage.clear();
    const { auth, arrive } = renderDeferred(config);
    expect(auth().loading).toBe(true);
    const signedIn = auth().signInAsGuest();
    await arrive();
    await act(() => signedIn);
    await waitFor(() => expect(auth().user?.isAnonymous).toBe(true), { timeout: 10_000 });
    await act(() => auth().signOut());
    await waitFor(() => expect(auth().user).toBeNull());
  }, 20_000);
});
