import { isApiError, refusalText } from '@bar/client/is-api-error';
import { askAssistant } from '@bar/client/endpoints/assistant';
import type { ChatAnswer, ChatBooking } from '@bar/domain/assistant/wire';

export type ChatOutcome =
  | { ok: true; status: number; body: ChatAnswer }
  | { ok: false; status: number; error: string | null };

/**
 * POST /api/ai-chat: the question as `userMessage` and `message`, the conversation's language as
 * `locale` and `x-locale`. A refusal comes back with the server's words (written in the
 * conversation's language: too many questions, too long, …); a server fault or no answer at all
 * (status 0) with none, and the widget says it in its own words. `booking` is the draft the last
 * answer carried (a booking under way), sent back as it came.
 */
export async function postAiChat(
  question: string,
  locale: string,
  booking: ChatBooking | null = null,
): Promise<ChatOutcome> {
  try {
    const body = await askAssistant(
      {
        body: {
          userMessage: question,
          message: question,
          locale,
          ...(booking && { booking }),
        },
      },
      { locale },
    );
    if (!body.ok) return { ok: false, status: 200, error: body.error ?? null };
    return { ok: true, status: 200, body };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, status: 0, error: null };
    return { ok: false, status: error.status, error: refusalText(error) ?? null };
  }
}
