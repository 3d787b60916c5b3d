import type { ChatKnowledge } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { todayHours } from '@bar/domain/assistant/hours';
import type { ChatTopic } from '@bar/domain/assistant/topics';
import { todayIn } from '@bar/domain/events/dates';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { DocumentStore } from '../../../stores/document-store.js';
import {
  chatCompletionParams,
  MAX_TOOL_ROUNDS,
  responsesParams,
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
  topic: ChatTopic | null;
  knowledge: ChatKnowledge;
  /** The offline answer: the model rewrites it, it does not invent beyond it. */
  draft: string;
  now: Date;
  /** The tenant's store (the request's): the tools read through it. */
  docs: DocumentStore;
  /** Tools beyond the read-only ones (the seam for a tool that acts, e.g. booking). */
  extraTools?: readonly ModelTool[];
}

export interface ModelAnswer {
  reply: string;
  usage: { prompt_tokens: number; completion_tokens: number };
  /** The model found nothing to answer with and asked for the contact form (tools only). */
  offerLead?: boolean;
}

const LANGUAGE_NAME: Record<ChatLanguage, string> = { es: 'Spanish', en: 'English', fr: 'French' };

/** The data of the matched topic (the whole knowledge when nothing matched), as the prompt's facts. */
export function topicData(topic: ChatTopic | null, k: ChatKnowledge, now: Date): unknown {
  const today = todayHours(k.schedule, now, k.timeZone, k.holidays);
  switch (topic) {
    case 'schedule':
      return { today, week: k.schedule, holidays: k.holidays, timeZone: k.timeZone };
    case 'phone':
      return { phone: k.phone };
    case 'email':
      return { email: k.email };
    case 'website':
      return { website: k.website };
    case 'address':
      return { address: k.address, map: k.mapsUrl };
    case 'socials':
      return { socials: k.socials };
    case 'platforms':
      return { deliveryPlatforms: k.platforms };
    case 'branches':
      return { branches: k.branches };
    case 'products':
    case 'recipe ingredients':
      return { menu: k.products };
    case 'services':
      return { services: k.services };
    case 'FAQ':
      return { faq: k.faq };
    case 'events':
      return { upcomingEvents: k.events };
    case 'holidays':
      return { holidays: k.holidays };
    case 'legal terms and privacy':
      return { terms: k.terms, privacy: k.privacy };
    case 'mission':
    case 'vision':
    case 'values':
      return { mission: k.mission, vision: k.vision, values: k.values };
    case 'brand data':
    case null:
      return {
        brand: k.brandName,
        tagline: k.tagline,
        phone: k.phone,
        address: k.address,
        today,
        faq: k.faq,
      };
  }
}

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

const addUsage = (
  total: ModelAnswer['usage'],
  usage: { prompt_tokens?: number; completion_tokens?: number } | undefined,
) => {
  total.prompt_tokens += usage?.prompt_tokens ?? 0;
  total.completion_tokens += usage?.completion_tokens ?? 0;
};

/**
 * Chat completions with tools: the model calls the tools (over the tenant's live data), reads
 * their results and answers; at most MAX_TOOL_ROUNDS rounds of calls, all within one deadline.
 */
async function answerWithTools(
  client: OpenAI,
  call: ModelCall,
  signal: AbortSignal,
): Promise<ModelAnswer> {
  const tools = [...modelTools(call.extraTools), offerContactTool];
  const ctx = { docs: call.docs, knowledge: call.knowledge, lang: call.lang, now: call.now };
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: toolInstructions(call) },
    { role: 'user', content: call.question },
  ];
  const usage = { prompt_tokens: 0, completion_tokens: 0 };
  let offerLead = false;
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(new ModelAnswerError('timeout', null));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined);
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const completion = await client.chat.completions.create(
      {
        model: call.model,
        messages,
        ...chatCompletionParams(call.model, call.tuning),
        ...toolParams(tools, round < MAX_TOOL_ROUNDS),
      },
      { signal },
    );
    addUsage(usage, completion.usage);
    const message = completion.choices?.[0]?.message;
    if (!message) throw new ModelAnswerError('empty answer', null);
    const calls = (message.tool_calls ?? []).filter((entry) => entry.type === 'function');
    if (!calls.length) {
      const reply = message.content?.trim();
      if (!reply) throw new ModelAnswerError('empty answer', null);
      return { reply, usage, offerLead };
    }
    if (round === MAX_TOOL_ROUNDS) break;
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      tool_calls: calls,
    });
    for (const entry of calls) {
      if (entry.function.name === OFFER_CONTACT_TOOL) offerLead = true;
      const content = await Promise.race([
        runTool(tools, entry.function.name, entry.function.arguments, ctx).catch((err) => {
          throw err instanceof ToolError ? err : new ToolError('tool failed');
        }),
        aborted,
      ]);
      messages.push({ role: 'tool', tool_call_id: entry.id, content });
    }
  }
  throw new ModelAnswerError('too many tool rounds', null);
}

/**
 * One answer from an OpenAI model with the official SDK. Chat completions: the model answers
 * only from the tools' results (model-tools: hours, events, menu, FAQ, contact, booking rules,
 * availability). Responses: the model words the matched topic's data. In the guest's language;
 * no retries (the guest is waiting; the offline answer is the fallback), one hard deadline.
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
  const instructions = [
    `You are ${call.assistantName || 'the assistant'} of ${call.knowledge.brandName || 'a restaurant'}.`,
    `Answer in ${LANGUAGE_NAME[call.lang]}, briefly, using ONLY the DATA below.`,
    'If the DATA does not contain the answer, say so and offer to take the guest’s name and e-mail.',
    `DATA (topic: ${call.topic ?? 'unknown'}): ${JSON.stringify(topicData(call.topic, call.knowledge, call.now))}`,
    `A correct draft answer from the same data: ${call.draft}`,
  ].join('\n');
  try {
    if (call.apiMode === 'responses') {
      const response = await client.responses.create(
        {
          model: call.model,
          instructions,
          input: call.question,
          ...responsesParams(call.model, call.tuning),
        },
        { signal: controller.signal },
      );
      const reply = response.output_text?.trim();
      if (!reply) throw new ModelAnswerError('empty answer', null);
      return {
        reply,
        usage: {
          prompt_tokens: response.usage?.input_tokens ?? 0,
          completion_tokens: response.usage?.output_tokens ?? 0,
        },
      };
    }
    return await answerWithTools(client, call, controller.signal);
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
