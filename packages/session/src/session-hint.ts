// A returning visitor who had a session (a guest or an account) should see the badge and the
// admin link again without doing anything, while every other reader of the site never loads the
// identity SDK. The SDK's own persistence lives in IndexedDB, which cannot be read without it,
// so this plain flag says whether a stored session is worth loading the SDK for.

const SESSION_HINT_KEY = 'bar:session-hint';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: a returning visitor then starts signed out, as a first visit does.
  }
}
