import { isApiError } from '@bar/client/api-client';
import { askAssistant } from '@bar/client/endpoints/ai-agents';
import type { ChatAnswer } from '@bar/domain/assistant/wire';

export type ChatOutcome =
  | { ok: true; status: number; body: ChatAnswer }
  | { ok: false; status: number; error: string | null };

/**
 * POST /api/ai-chat: the question as `userMessage` and `message`, the conversation's language as
 * `locale` and `x-locale`. A failure comes back with the server's text when it sent one (the
 * widget shows it, or 'HTTP {status}'); status 0 when no answer came at all.
 */
export async function postAiChat(question: string, locale: string): Promise<ChatOutcome> {
  try {
    const body = await askAssistant(
      { body: { userMessage: question, message: question, locale } },
      { locale },
    );
    if (!body.ok) return { ok: false, status: 200, error: body.error ?? null };
    return { ok: true, status: 200, body };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, status: 0, error: null };
    return { ok: false, status: error.status, error: error.message || null };
  }
}
