export interface ChatReply {
  ok: boolean;
  reply?: string;
  message?: string;
  error?: string | { message?: string };
  topic?: string;
  locale?: 'es' | 'en' | 'fr';
  source?: 'offline' | 'model' | 'fallback';
  offerLead?: boolean;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export type ChatOutcome =
  | { ok: true; status: number; body: ChatReply }
  | { ok: false; status: number; error: string | null };

const errorText = (error: ChatReply['error']) =>
  typeof error === 'string' ? error : (error?.message ?? null);

/**
 * POST /api/ai-chat: the question as `userMessage` and `message`, the
 * conversation's language as `locale` and `x-locale`. A failure comes back with the server's text
 * when it sent one (the widget shows it, or 'HTTP {status}').
 */
export async function postAiChat(question: string, locale: string): Promise<ChatOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/ai-chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-locale': locale,
      },
      body: JSON.stringify({ userMessage: question, message: question, locale }),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const body = (await response.json().catch(() => null)) as ChatReply | null;
  if (!response.ok || !body?.ok) {
    return { ok: false, status: response.status, error: errorText(body?.error) };
  }
  return { ok: true, status: response.status, body };
}
