import { composeAnswer, unknownAnswer } from './compose.js';
import type { ChatKnowledge } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { CHAT_TOPICS, type ChatTopic } from '@bar/domain/assistant/topics';
import { matchTopic, type TopicMatch } from './matcher.js';

export interface OfflineAnswer {
  topic: ChatTopic | null;
  reply: string;
  match: TopicMatch;
}

const isTopic = (value: unknown): value is ChatTopic =>
  typeof value === 'string' && (CHAT_TOPICS as readonly string[]).includes(value);

/**
 * The deterministic answerer: the question routed to a topic (or the topic the widget named in
 * `indiceAI`), answered from the tenant's live data; nothing matched → the unknown answer.
 */
export function offlineAnswer(
  question: string,
  lang: ChatLanguage,
  knowledge: ChatKnowledge,
  now: Date,
  topicHint?: unknown,
): OfflineAnswer {
  const match = matchTopic(question, knowledge);
  const topic =
    isTopic(topicHint) && knowledge.topics.includes(topicHint) ? topicHint : match.topic;
  if (!topic) return { topic: null, reply: unknownAnswer(knowledge, lang), match };
  return { topic, reply: composeAnswer(topic, lang, knowledge, now, match), match };
}
