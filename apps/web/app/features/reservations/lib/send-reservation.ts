import { refusalText } from '@bar/client/is-api-error';
import { formText } from '../../../lib/form-text';

export type Field = 'name' | 'email' | 'phone' | 'date' | 'reason' | 'guests';
export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; text: string }
  | { kind: 'error'; text: string; field?: Field; next?: { date: string; time: string }[] };

type Issue = { path?: string; next?: { date: string; time: string }[] };

/**
 * Sends the reservation form's fields (with its idempotency key) and says what the answer means
 * for the form: sent (the API's text), refused (the API's text, the field it names and the next
 * free times it offers; any status the API words, 429 included), or failed (no answer or none in
 * words: the form shows its own text).
 */
export async function sendReservation(
  data: FormData,
  locale: string,
  idempotencyKey: string,
): Promise<Extract<Status, { kind: 'sent' | 'error' }> | { kind: 'failed' }> {
  const text = (name: string) => formText(data, name);
  try {
    const { createReservation } = await import('@bar/client/endpoints/reservations');
    const answer = await createReservation(
      {
        body: {
          name: text('name'),
          email: text('email'),
          phone: text('phone'),
          date: text('date'),
          time: text('time'),
          reason: text('reason'),
          guests: text('guests'),
          message: text('message'),
          website: text('website'),
          locale,
        },
      },
      { locale, headers: { 'idempotency-key': idempotencyKey } },
    );
    return { kind: 'sent', text: answer.message };
  } catch (error) {
    // Every refusal the API words (400, 404, 409, 429, …) is shown as it says it, in the page's
    // language; no answer (offline), a server fault or an answer without words is the form's own.
    const text = refusalText(error);
    if (text) {
      const { issues } = error as { issues?: unknown };
      const issue = Array.isArray(issues) ? (issues[0] as Issue | undefined) : undefined;
      return {
        kind: 'error',
        text,
        field: issue?.path as Field | undefined,
        next: issue?.next,
      };
    }
    return { kind: 'failed' };
  }
}
