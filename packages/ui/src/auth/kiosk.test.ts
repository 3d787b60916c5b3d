import { describe, expect, it } from 'vitest';
import { clearStoredAuthEntries, kioskSignOut, providerLogoutUrl } from './kiosk';

describe('kiosk sign-out', () => {
  it('clears only the SDK entries from both storages', async () => {
    localStorage.setItem('firebase:authUser:key:bar-memory', '{}');
    sessionStorage.setItem('firebase:pendingRedirect:x', '1');
    localStorage.setItem('lang', 'fr');
    await clearStoredAuthEntries();
    expect(localStorage.getItem('firebase:authUser:key:bar-memory')).toBeNull();
    expect(sessionStorage.getItem('firebase:pendingRedirect:x')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it('returns to /logout-complete through the provider, or straight there locally', async () => {
    const visited: string[] = [];
    let signedOut = 0;
    const signOut = () => Promise.resolve(void (signedOut += 1));
    await kioskSignOut({ signOut, localMode: true, go: (url) => visited.push(url) });
    await kioskSignOut({
      signOut,
      localMode: false,
      origin: 'https://bar.example',
      go: (url) => visited.push(url),
    });
    expect(signedOut).toBe(2);
    expect(visited[0]).toBe('/logout-complete');
    expect(visited[1]).toBe(providerLogoutUrl('https://bar.example'));
    expect(decodeURIComponent(decodeURIComponent(visited[1] ?? ''))).toContain(
      'https://bar.example/logout-complete',
    );
  });
});
