/**
 * The review form's states: closed → open → sending →
 * success (the form is cleared and closed, a message shows briefly) or failure (an error
 * shows, the form stays open). A failed local check is a failure that never left the page.
 */
export type ReviewStatus = 'closed' | 'open' | 'sending' | 'success' | 'failure';

/** `error` is a catalogue id (local checks, network) or the server's own translated text. */
export type ReviewState = { status: ReviewStatus; error: ReviewError | null };
export type ReviewError = { id: string } | { text: string };

export type ReviewAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'send' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: ReviewError }
  | { type: 'clearSuccess' };

export const initialReviewState: ReviewState = { status: 'closed', error: null };

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'open':
      return state.status === 'sending' ? state : { status: 'open', error: null };
    case 'close':
      return state.status === 'sending' ? state : initialReviewState;
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending', error: null };
    case 'succeeded':
      return { status: 'success', error: null };
    case 'failed':
      return { status: 'failure', error: action.error };
    case 'clearSuccess':
      return state.status === 'success' ? initialReviewState : state;
  }
}

/** The form is on screen while open, sending or after a failure. */
export const isFormShown = (status: ReviewStatus): boolean =>
  status === 'open' || status === 'sending' || status === 'failure';

/**
 * How long the success message stays: between 0.9 and 1.8 s (spec), longer for a longer text
 * (about 35 ms a character over 0.9 s).
 */
export const SUCCESS_MIN_MS = 900;
export const SUCCESS_MAX_MS = 1800;
export function successClearDelay(message: string): number {
  return Math.min(SUCCESS_MAX_MS, Math.max(SUCCESS_MIN_MS, SUCCESS_MIN_MS + message.length * 35));
}
