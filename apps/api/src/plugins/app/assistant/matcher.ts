import type { ChatKnowledge, PricedItem } from '@bar/domain/assistant/knowledge';
import { CHAT_TOPICS, type ChatTopic, TOPIC_SYNONYMS } from '@bar/domain/assistant/topics';
import MiniSearch, { type SearchOptions } from 'minisearch';

/**
 * Routes a guest's question to an indiceAI topic with MiniSearch (https://lucaong.github.io/minisearch/):
 * one small index of the topics' synonyms in es, en and fr (built once), and one of the tenant's
 * own names (dishes, services, FAQ questions, event titles) built per answer from live data.
 * Accents, case and the languages' function words are ignored; near-misses ("horraio") match.
 */

/** Function words of the three languages: they tell nothing about the topic. */
const STOP_WORDS = new Set(
  `a al algo como con de del el en es esta estan este hay la las le lo los me mi nos o para por que se si su sus te tiene tienen tu un una unos usted ustedes y ya yo
  about am an and any are at be can could do does for from have how i in is it its me my of on or our please the there this to us was what whats when where which who will with would you your
  au aux avec ce ces c est cest d de des du elle en et il ils j je l la le les leur ma mes moi mon ne nous on ou par pas pour qu que quel quelle quels quelles qui sa se ses son sur t ta te tes ton tu un une vos votre vous y`
    .split(/\s+/)
    .filter(Boolean),
);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const processTerm = (term: string): string | null => {
  const folded = fold(term);
  return folded.length < 2 || STOP_WORDS.has(folded) ? null : folded;
};

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u);

const SEARCH: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : term.length >= 4 ? 1 / term.length : 0),
};

interface TopicDoc {
  id: string;
  topic: ChatTopic;
  text: string;
}

const topicIndex = (() => {
  const index = new MiniSearch<TopicDoc>({
    fields: ['text'],
    storeFields: ['topic'],
    processTerm,
    tokenize,
    searchOptions: SEARCH,
  });
  index.addAll(
    CHAT_TOPICS.flatMap((topic) =>
      Object.entries(TOPIC_SYNONYMS[topic]).map(([lang, text]) => ({
        id: `${topic}:${lang}`,
        topic,
        text,
      })),
    ),
  );
  return index;
})();

type SubjectKind = 'product' | 'service' | 'faq' | 'event';

interface SubjectDoc {
  id: string;
  kind: SubjectKind;
  index: number;
  text: string;
}

export interface TopicMatch {
  topic: ChatTopic | null;
  item?: PricedItem;
  faq?: { question: string; answer: string };
  scores: Partial<Record<ChatTopic, number>>;
}

const SUBJECT_TOPIC: Record<SubjectKind, ChatTopic> = {
  product: 'products',
  service: 'services',
  faq: 'FAQ',
  event: 'events',
};

/** A FAQ question counts when it shares at least this share of the guest's words. */
const FAQ_COVERAGE = 0.6;

/**
 * The index of the tenant's own names, built once per knowledge object (the assistant reuses one
 * object while the tenant's data is unchanged, see the assistant's chatContext).
 */
const subjectIndexes = new WeakMap<ChatKnowledge, MiniSearch<SubjectDoc>>();

function subjectIndex(knowledge: ChatKnowledge): MiniSearch<SubjectDoc> {
  const cached = subjectIndexes.get(knowledge);
  if (cached) return cached;
  const subjects = new MiniSearch<SubjectDoc>({
    fields: ['text'],
    storeFields: ['kind', 'index'],
    processTerm,
    tokenize,
    searchOptions: { ...SEARCH, fuzzy: (term) => (term.length >= 5 ? 0.2 : 0) },
  });
  const docs: SubjectDoc[] = [
    ...knowledge.products.map((item, index) => ({
      id: `p${index}`,
      kind: 'product' as const,
      index,
      text: item.name,
    })),
    ...knowledge.services.map((item, index) => ({
      id: `s${index}`,
      kind: 'service' as const,
      index,
      text: item.name,
    })),
    ...knowledge.faq.map((entry, index) => ({
      id: `f${index}`,
      kind: 'faq' as const,
      index,
      text: entry.question,
    })),
    ...knowledge.events.map((event, index) => ({
      id: `e${index}`,
      kind: 'event' as const,
      index,
      text: event.title,
    })),
  ];
  subjects.addAll(docs);
  subjectIndexes.set(knowledge, subjects);
  return subjects;
}

export function matchTopic(question: string, knowledge: ChatKnowledge): TopicMatch {
  const enabled = new Set(knowledge.topics);
  const scores: Partial<Record<ChatTopic, number>> = {};
  const add = (topic: ChatTopic, score: number) => {
    if (enabled.has(topic)) scores[topic] = (scores[topic] ?? 0) + score;
  };
  for (const hit of topicIndex.search(question)) add(hit.topic as ChatTopic, hit.score);

  const subjects = subjectIndex(knowledge);
  const queryTerms = new Set(tokenize(question).flatMap((term) => processTerm(term) ?? []));
  const hits = subjects.search(question);
  const synonymHit = Object.keys(scores).length > 0;

  const match: TopicMatch = { topic: null, scores };
  for (const hit of hits) {
    const kind = hit.kind as SubjectKind;
    const index = hit.index as number;
    if (kind === 'faq') {
      // A FAQ wins when the guest asked (most of) its question.
      if (!match.faq && hit.terms.length / Math.max(1, queryTerms.size) >= FAQ_COVERAGE) {
        match.faq = knowledge.faq[index];
        add('FAQ', hit.score * 2);
      }
      continue;
    }
    if ((kind === 'product' || kind === 'service') && !match.item) {
      match.item = (kind === 'product' ? knowledge.products : knowledge.services)[index];
    }
    // A dish or event named alone ("guacamole?") is a question about it; with topic words
    // ("what's in the guacamole") the words decide and the name is the subject.
    if (!synonymHit) add(SUBJECT_TOPIC[kind], hit.score * 0.5);
  }
  let best: ChatTopic | null = null;
  for (const [topic, score] of Object.entries(scores) as [ChatTopic, number][]) {
    if (best === null || score > (scores[best] ?? 0)) best = topic;
  }
  match.topic = best;
  return match;
}
