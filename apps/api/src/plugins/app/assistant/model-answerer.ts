import type { ChatKnowledge } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { todayHours } from '@bar/domain/assistant/hours';
import type { ChatTopic } from '@bar/domain/assistant/topics';
import OpenAI from 'openai';
import { chatCompletionParams, responsesParams, type Tuning } from './model-params.js';

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
}

export interface ModelAnswer {
  reply: string;
  usage: { prompt_tokens: number; completion_tokens: number };
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

/**
 * One answer from an OpenAI model with the official SDK, grounded on the matched topic's data:
 * the model is told to answer only from it, in the guest's language. No retries (the guest is
 * waiting; the offline answer is the fallback), a hard timeout.
 */
export async function askModel(call: ModelCall): Promise<ModelAnswer> {
  const client = new OpenAI({
    apiKey: call.apiKey,
    baseURL: call.baseURL || undefined,
    timeout: call.timeoutMs,
    maxRetries: 0,
  });
  const instructions = [
    `You are ${call.assistantName || 'the assistant'} of ${call.knowledge.brandName || 'a restaurant'}.`,
    `Answer in ${LANGUAGE_NAME[call.lang]}, briefly, using ONLY the DATA below.`,
    'If the DATA does not contain the answer, say so and offer to take the guest’s name and e-mail.',
    `DATA (topic: ${call.topic ?? 'unknown'}): ${JSON.stringify(topicData(call.topic, call.knowledge, call.now))}`,
    `A correct draft answer from the same data: ${call.draft}`,
  ].join('\n');
  try {
    if (call.apiMode === 'responses') {
      const response = await client.responses.create({
        model: call.model,
        instructions,
        input: call.question,
        ...responsesParams(call.model, call.tuning),
      });
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
    const completion = await client.chat.completions.create({
      model: call.model,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: call.question },
      ],
      ...chatCompletionParams(call.model, call.tuning),
    });
    const reply = completion.choices?.[0]?.message?.content?.trim();
    if (!reply) throw new ModelAnswerError('empty answer', null);
    return {
      reply,
      usage: {
        prompt_tokens: completion.usage?.prompt_tokens ?? 0,
        completion_tokens: completion.usage?.completion_tokens ?? 0,
      },
    };
  } catch (err) {
    if (err instanceof ModelAnswerError) throw err;
    const status: number | null =
      err instanceof OpenAI.APIError && typeof err.status === 'number' ? err.status : null;
    // The SDK's message never carries the key; keep only the kind of failure.
    const kind =
      err instanceof OpenAI.APIConnectionTimeoutError
        ? 'timeout'
        : err instanceof OpenAI.APIError
          ? `provider error ${status ?? ''}`.trim()
          : 'malformed answer';
    throw new ModelAnswerError(kind, status);
  }
}
