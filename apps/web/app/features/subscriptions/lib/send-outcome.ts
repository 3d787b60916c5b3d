import { isApiError } from '@bar/client/is-api-error';

/** A form's line after a send: what it said and the field it was about. */
export type SendOutcome = { text: string; field?: string };

/** The field the API's first issue names, if any. */
const issueField = (error: unknown): string | undefined => {
  if (!isApiError(error) || !Array.isArray(error.issues)) return undefined;
  const path = (error.issues[0] as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
};

/**
 * Runs a mailing-list form's call and says what came of it: an answer resets the form and
 * shows the API's message; a refusal (400, 409, 429, …) shows the API's text, which it writes
 * in the page's language, and focus goes to the field it names; no answer at all shows
 * `failed` (the landing pages' error text).
 */
export async function sendForm(
  form: HTMLFormElement,
  call: () => Promise<{ message: string }>,
  failed: string,
): Promise<SendOutcome> {
  try {
    const answer = await call();
    form.reset();
    return { text: answer.message };
  } catch (error) {
    const answered = isApiError(error) && error.status > 0 && error.message !== '';
    const field = issueField(error);
    // The guest goes on at the field the refusal is about (its text describes the field).
    const control = field ? form.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) control.focus();
    return { text: answered ? error.message : failed, field };
  }
}
