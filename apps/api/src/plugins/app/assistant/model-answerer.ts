import type { ChatKnowledge } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { todayIn } from '@bar/domain/events/dates';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import type { DocumentStore } from '../../../stores/document-store.js';
import {
  chatCompletionParams,
  MAX_TOOL_ROUNDS,
  responsesParams,
  responsesToolParams,
  toolParams,
  type Tuning,
} from './model-params.js';
import { type ModelTool, modelTools, runTool, ToolError } from './model-tools.js';

export interface ModelCall {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
  model: string;
  apiMode: string;
  tuning: Tuning;
  assistantName: string;
  lang: ChatLanguage;
  question: string;
  knowledge: ChatKnowledge;
  now: Date;
  /** The tenant's store (the request's): the tools read through it. */
  docs: DocumentStore;
  /** Tools beyond the read-only ones (the seam for a tool that acts, e.g. booking). */
  extraTools?: readonly ModelTool[];
}

export interface ModelAnswer {
  reply: string;
  usage: { prompt_tokens: number; completion_tokens: number };
  /** The model found nothing to answer with and asked for the contact form. */
  offerLead?: boolean;
}

const LANGUAGE_NAME: Record<ChatLanguage, string> = { es: 'Spanish', en: 'English', fr: 'French' };

export class ModelAnswerError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ModelAnswerError';
  }
}

/** The tool the model calls when the other tools gave nothing to answer with. */
export const OFFER_CONTACT_TOOL = 'offer_contact_form';

const offerContactTool: ModelTool = {
  name: OFFER_CONTACT_TOOL,
  description:
    'Call when the tools gave nothing that answers the question: the chat then shows the guest the contact form (name and e-mail) so the staff can answer.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  run: () => ({ shown: true }),
};

/** The system prompt of a tools turn: no fact but the tools' results of this turn. */
export function toolInstructions(call: ModelCall): string {
  const k = call.knowledge;
  const today = todayIn(k.timeZone, call.now);
  return [
    `You are ${call.assistantName || 'the assistant'} of ${k.brandName || 'a restaurant'}, answering a guest in its website chat.`,
    `Answer in ${LANGUAGE_NAME[call.lang]}, briefly (one to three sentences).`,
    `Today is ${today} in the restaurant's time zone (${k.timeZone}).`,
    'Every fact you state (hours, days, dates, events, dishes, prices, rules, contacts, availability) must come from a tool result of this turn: call the tools you need first. Never answer from memory, from earlier messages or by guessing, and never add details a tool did not return.',
    `If the tools give nothing that answers the question, say that you do not know and call ${OFFER_CONTACT_TOOL} so the guest can leave a name and e-mail.`,
    'You cannot make, change or cancel a reservation: for that, give what check_availability and get_booking_rules return.',
  ].join('\n');
}

/** One model request of a tools turn: its answer text, or the tools it calls. */
interface ToolRound {
  reply: string;
  calls: { id: string; name: string; arguments: string }[];
  usage: ModelAnswer['usage'];
}

/**
 * One API's side of a tools turn: `ask` sends the conversation so far (with calls allowed or,
 * on the last round, not) and keeps the model's output in it; `answer` adds the tools' results.
 */
interface ToolConversation {
  ask(callsAllowed: boolean): Promise<ToolRound>;
  answer(results: { id: string; output: string }[]): void;
}

/** Chat completions: system and user messages, the assistant's tool calls, `tool` messages. */
function chatConversation(
  client: OpenAI,
  call: ModelCall,
  tools: readonly ModelTool[],
  signal: AbortSignal,
): ToolConversation {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: toolInstructions(call) },
    { role: 'user', content: call.question },
  ];
  return {
    async ask(callsAllowed) {
      const completion = await client.chat.completions.create(
        {
          model: call.model,
          messages,
          ...chatCompletionParams(call.model, call.tuning),
          ...toolParams(tools, callsAllowed),
        },
        { signal },
      );
      const usage = {
        prompt_tokens: completion.usage?.prompt_tokens ?? 0,
        completion_tokens: completion.usage?.completion_tokens ?? 0,
      };
      const message = completion.choices?.[0]?.message;
      if (!message) throw new ModelAnswerError('empty answer', null);
      const calls = (message.tool_calls ?? []).filter((entry) => entry.type === 'function');
      if (calls.length)
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
      return {
        reply: message.content?.trim() ?? '',
        calls: calls.map((entry) => ({
          id: entry.id,
          name: entry.function.name,
          arguments: entry.function.arguments,
        })),
        usage,
      };
    },
    answer(results) {
      for (const { id, output } of results)
        messages.push({ role: 'tool', tool_call_id: id, content: output });
    },
  };
}

/**
 * The Responses API: the instructions, the guest's question as input, then each response's
 * output items (function calls, and reasoning items the model needs back) followed by one
 * `function_call_output` per call.
 * https://platform.openai.com/docs/guides/function-calling?api-mode=responses
 */
function responsesConversation(
  client: OpenAI,
  call: ModelCall,
  tools: readonly ModelTool[],
  signal: AbortSignal,
): ToolConversation {
  const input: ResponseInputItem[] = [{ role: 'user', content: call.question }];
  return {
    async ask(callsAllowed) {
      const response = await client.responses.create(
        {
          model: call.model,
          instructions: toolInstructions(call),
          input,
          ...responsesParams(call.model, call.tuning),
          ...responsesToolParams(tools, callsAllowed),
        },
        { signal },
      );
      const usage = {
        prompt_tokens: response.usage?.input_tokens ?? 0,
        completion_tokens: response.usage?.output_tokens ?? 0,
      };
      const output = response.output ?? [];
      const calls = output.filter((item) => item.type === 'function_call');
      if (calls.length) input.push(...(output as ResponseInputItem[]));
      return {
        reply: response.output_text?.trim() ?? '',
        calls: calls.map((item) => ({
          id: item.call_id,
          name: item.name,
          arguments: item.arguments,
        })),
        usage,
      };
    },
    answer(results) {
      for (const { id, output } of results)
        input.push({ type: 'function_call_output', call_id: id, output });
    },
  };
}

/**
 * A tools turn (either API): the model calls the tools (over the tenant's live data), reads
 * their results and answers; at most MAX_TOOL_ROUNDS rounds of calls, all within one deadline.
 */
async function answerWithTools(
  conversation: (tools: readonly ModelTool[]) => ToolConversation,
  call: ModelCall,
  signal: AbortSignal,
): Promise<ModelAnswer> {
  const tools = [...modelTools(call.extraTools), offerContactTool];
  const turn = conversation(tools);
  const ctx = { docs: call.docs, knowledge: call.knowledge, lang: call.lang, now: call.now };
  const usage = { prompt_tokens: 0, completion_tokens: 0 };
  let offerLead = false;
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(new ModelAnswerError('timeout', null));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined);
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const answer = await turn.ask(round < MAX_TOOL_ROUNDS);
    usage.prompt_tokens += answer.usage.prompt_tokens;
    usage.completion_tokens += answer.usage.completion_tokens;
    if (!answer.calls.length) {
      if (!answer.reply) throw new ModelAnswerError('empty answer', null);
      return { reply: answer.reply, usage, offerLead };
    }
    if (round === MAX_TOOL_ROUNDS) break;
    const results: { id: string; output: string }[] = [];
    for (const entry of answer.calls) {
      if (entry.name === OFFER_CONTACT_TOOL) offerLead = true;
      const output = await Promise.race([
        runTool(tools, entry.name, entry.arguments, ctx).catch((err) => {
          throw err instanceof ToolError ? err : new ToolError('tool failed');
        }),
        aborted,
      ]);
      results.push({ id: entry.id, output });
    }
    turn.answer(results);
  }
  throw new ModelAnswerError('too many tool rounds', null);
}

/**
 * One answer from an OpenAI model with the official SDK, in chat completions or Responses API
 * mode alike: the model answers only from the tools' results (model-tools: hours, events, menu,
 * FAQ, contact, booking rules, availability), in the guest's language; no retries (the guest is
 * waiting; the offline answer is the fallback), one hard deadline for every round.
 */
export async function askModel(call: ModelCall): Promise<ModelAnswer> {
  const client = new OpenAI({
    apiKey: call.apiKey,
    baseURL: call.baseURL || undefined,
    timeout: call.timeoutMs,
    maxRetries: 0,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), call.timeoutMs);
  timer.unref?.();
  const conversation = call.apiMode === 'responses' ? responsesConversation : chatConversation;
  try {
    return await answerWithTools(
      (tools) => conversation(client, call, tools, controller.signal),
      call,
      controller.signal,
    );
  } catch (err) {
    if (err instanceof ModelAnswerError) throw err;
    if (err instanceof ToolError) throw new ModelAnswerError('tool error', null);
    const status: number | null =
      err instanceof OpenAI.APIError && typeof err.status === 'number' ? err.status : null;
    // The SDK's message never carries the key; keep only the kind of failure.
    const kind =
      err instanceof OpenAI.APIConnectionTimeoutError || err instanceof OpenAI.APIUserAbortError
        ? 'timeout'
        : err instanceof OpenAI.APIError
          ? `provider error ${status ?? ''}`.trim()
          : controller.signal.aborted
            ? 'timeout'
            : 'malformed answer';
    throw new ModelAnswerError(kind, status);
  } finally {
    clearTimeout(timer);
  }
}
