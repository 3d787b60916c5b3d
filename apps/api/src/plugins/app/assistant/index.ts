import { aiAgentFromStored, DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { ChatTopic } from '@bar/domain/assistant/topics';
import type { ChatBooking } from '@bar/domain/assistant/wire';
import fp from 'fastify-plugin';
import { createSecretBox, loadEncryptionKey } from '../../../lib/security/secret-box.js';
import { readCurrentEnv } from '../../../repositories/env.js';
import { openEnv } from '../../../lib/security/env-codec.js';
import type { DocumentStore } from '../../../stores/document-store.js';
import { coversBetween, readBookingSetup } from '../../../repositories/reservations.js';
import { type BookThrough, bookingTurn } from './booking-dialogue.js';
import { readTenantChatData } from './knowledge.js';
import { askModel, ModelAnswerError } from './model-answerer.js';
import { offlineAnswer } from './offline-answer.js';

const TENANT_SCOPE = 'tenants/';

export interface ChatTurn {
  docs: DocumentStore;
  question: string;
  lang: ChatLanguage;
  topicHint?: unknown;
  agentId?: string;
  now?: Date;
  /** The booking under way (the last answer's draft, sent back by the widget). */
  booking?: ChatBooking;
  /** How a confirmed booking is made; without it the assistant does not book. */
  book?: BookThrough;
}

export interface ChatResult {
  topic: ChatTopic | null;
  reply: string;
  /** offline: no key; model: the model answered; fallback: the model failed, offline answer sent. */
  source: 'offline' | 'model' | 'fallback';
  /** Why the model was not used (timeout, provider error 429…); set with `fallback`. */
  fallbackReason?: string;
  offerLead: boolean;
  usage: { prompt_tokens: number; completion_tokens: number };
  /** The booking under way after this turn (null: it ended; absent: none was under way). */
  booking?: ChatBooking | null;
  /** The reservation this turn made (or had made already, for a repeated yes). */
  reservationId?: string;
}

/** The `Assistant` port: answers a chat turn from the tenant's data. */
export interface Assistant {
  answer(turn: ChatTurn): Promise<ChatResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    assistant: Assistant;
  }
}

/**
 * The assistant: a booking under way, or a message asking to book, goes to the booking dialogue
 * first (booking-dialogue.ts: the reservation form's rules, no model). Otherwise the offline
 * answerer always runs (it routes the question and drafts the answer
 * from live data); with an OpenAI key (the tenant environment's OPENAI_API_KEY, else the server's)
 * the model answers: in chat completions mode only from the results of the tools it calls over
 * the same live data (model-tools), in responses mode by wording the matched topic's data. Any
 * failure or the OPENAI_TIMEOUT_MS deadline sends the offline answer.
 */
export default fp(
  (fastify, _opts, done) => {
    const { config, log } = fastify;
    const box = createSecretBox(loadEncryptionKey(config, log));

    async function apiKeyFor(docs: DocumentStore): Promise<string> {
      const stored = await readCurrentEnv(docs);
      const { env } = openEnv(box, stored?.env ?? {});
      return env.OPENAI_API_KEY?.trim() || config.OPENAI_API_KEY;
    }

    /**
     * What an answer is grounded on, read once per tenant × agent × language × day and kept in
     * the public reads' cache (repositories/public-reads): a write through the API forgets the
     * tenant's entries, so the next answer reads the edit; otherwise ~15 store reads a question.
     */
    async function chatContext(
      docs: DocumentStore,
      lang: ChatLanguage,
      agentId: string,
      now: Date,
    ) {
      const load = async () => {
        const [data, agentDoc, apiKey] = await Promise.all([
          readTenantChatData(docs, lang, agentId, now, (err) =>
            log.warn({ err }, 'assistant: upcoming events read fell back'),
          ),
          docs.get(`ai_agents/${agentId}`),
          apiKeyFor(docs),
        ]);
        return { data, agentDoc, agent: aiAgentFromStored(agentDoc), apiKey };
      };
      const tenant = docs.scope.startsWith(TENANT_SCOPE)
        ? docs.scope.slice(TENANT_SCOPE.length)
        : '';
      // The day is in the key: the next events are counted from it.
      const key = `assistant:${agentId}:${lang}:${now.toISOString().slice(0, 10)}`;
      return tenant ? fastify.publicReads.value(tenant, key, load) : load();
    }

    const assistant: Assistant = {
      async answer({
        docs,
        question,
        lang,
        topicHint,
        agentId = DEFAULT_AGENT_ID,
        now = new Date(),
        booking,
        book,
      }) {
        const { data, agentDoc, agent, apiKey } = await chatContext(docs, lang, agentId, now);
        const noUsage = { prompt_tokens: 0, completion_tokens: 0 };
        const dialogue = book
          ? await bookingTurn({
              question,
              lang,
              draft: booking,
              knowledge: data.knowledge,
              now,
              loadSetup: () => readBookingSetup(docs, now),
              coversOn: (date) => coversBetween(docs, date, date),
              book,
            })
          : null;
        if (dialogue?.kind === 'reply') {
          return {
            topic: 'services',
            reply: dialogue.reply,
            source: 'offline',
            offerLead: agent.showLeadForm,
            usage: noUsage,
            booking: dialogue.booking,
            ...(dialogue.reservationId && { reservationId: dialogue.reservationId }),
          };
        }
        // A question beside a booking under way: answered as usual, then the booking's question.
        const aside = dialogue?.kind === 'aside' ? dialogue : null;
        const withAside = (reply: string) => (aside ? `${reply} ${aside.ask}` : reply);
        const offline = offlineAnswer(question, lang, data.knowledge, now, topicHint);
        const base = {
          topic: offline.topic,
          offerLead: offline.topic === null || agent.showLeadForm,
          ...(aside && { booking: aside.booking }),
        };
        if (!apiKey)
          return { ...base, reply: withAside(offline.reply), source: 'offline', usage: noUsage };
        const chat = data.settings.agentAI;
        try {
          const answer = await askModel({
            apiKey,
            baseURL: config.OPENAI_BASE_URL,
            timeoutMs: config.OPENAI_TIMEOUT_MS,
            model: agentDoc ? agent.openai.model : chat.model,
            apiMode: chat.apiMode,
            tuning: {
              temperature: agentDoc ? agent.openai.temperature : chat.temperature,
              topP: chat.chat.top_p,
              maxTokens: agentDoc ? agent.openai.max_tokens : chat.chat.maxTokens,
            },
            assistantName: agent.displayName || data.branding.agentAI.displayName,
            lang,
            question,
            knowledge: data.knowledge,
            now,
            docs,
          });
          return {
            ...base,
            // With tools, the model says itself when it found nothing to answer with.
            ...(answer.offerLead !== undefined && {
              offerLead: answer.offerLead || agent.showLeadForm,
            }),
            reply: withAside(answer.reply),
            source: 'model',
            usage: answer.usage,
          };
        } catch (err) {
          const reason = err instanceof ModelAnswerError ? err.message : 'model failure';
          log.warn({ reason }, 'assistant: model failed, offline answer sent');
          return {
            ...base,
            reply: withAside(offline.reply),
            source: 'fallback',
            fallbackReason: reason,
            usage: noUsage,
          };
        }
      },
    };
    fastify.decorate('assistant', assistant);
    done();
  },
  { name: 'assistant', dependencies: ['config', 'stores', 'public-reads'], fastify: '5.x' },
);
