// A provider sign-in that left for a redirect is finished when the visitor comes back; the mark
// says there is one to finish, so other page loads never load the provider code for nothing.

const REDIRECT_MARK_KEY = 'bar:auth-redirect';

export function markRedirect(): void {
  try {
    sessionStorage.setItem(REDIRECT_MARK_KEY, '1');
  } catch {
    // Without storage, takeRedirectMark() answers true: the result is looked for anyway.
  }
}

/** Whether a redirect sign-in is waiting to be finished, leaving the mark in place. */
export function hasRedirectMark(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_MARK_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether a redirect sign-in is waiting to be finished; the mark is used up. */
export function takeRedirectMark(): boolean {
  try {
    const marked = sessionStorage.getItem(REDIRECT_MARK_KEY) !== null;
    sessionStorage.removeItem(REDIRECT_MARK_KEY);
    return marked;
  } catch {
    return true;
  }
}
