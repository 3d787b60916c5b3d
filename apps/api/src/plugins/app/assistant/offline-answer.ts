import { localDay } from '@bar/domain/hours/open-state';
import type { ChatKnowledge, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import {
  type Diet,
  foldText,
  type QuestionReading,
  readQuestion,
} from '@bar/domain/assistant/question';
import { CHAT_TOPICS, type ChatTopic } from '@bar/domain/assistant/topics';
import {
  bookingAnswer,
  closedDaysAnswer,
  dayAnswer,
  dietItems,
  dietItemsAnswer,
  eventsAnswer,
  eventsOnAnswer,
  holidayAnswer,
  itemAnswer,
  nowAnswer,
  sectionAnswer,
  upcomingAnswer,
} from './answers.js';
import { composeAnswer, say, unknownAnswer, weekAnswer } from './compose.js';
import { findSubjects, type Subjects, topicScores } from './matcher.js';

export interface OfflineAnswer {
  topic: ChatTopic | null;
  reply: string;
}

const isTopic = (value: unknown): value is ChatTopic =>
  typeof value === 'string' && (CHAT_TOPICS as readonly string[]).includes(value);

/** What a menu's name or description says of an item fit for a diet (folded words). */
const DIET_MARKS: Record<Diet, RegExp> = {
  vegetarian: / (?:vegetari|veggie)/,
  vegan: / (?:vegan|vegetalien)/,
  glutenFree: / (?:sin gluten|gluten free|sans gluten)/,
  lactoseFree: / (?:sin lactosa|lactose free|dairy free|sans lactose)/,
  halal: / halal /,
  kosher: / (?:kosher|casher|cacher) /,
};

const WHEN = / (?:cuando|when|quand|que dia|what day|quel jour) /;
const INGREDIENTS =
  / (?:ingrediente|ingredientes|lleva|llevan|contiene|ingredient|ingredients|contain|contains|made|contient|compose)/;

/** Topics the words alone may answer (the tenant's data has one fact for each). */
const WORD_TOPICS = new Set<ChatTopic>([
  'phone',
  'socials',
  'address',
  'website',
  'email',
  'branches',
  'platforms',
  'services',
  'legal terms and privacy',
  'mission',
  'vision',
  'values',
  'brand data',
  'FAQ',
]);

type Decision = OfflineAnswer | 'unknown' | null;

const answer = (topic: ChatTopic, reply: string): OfflineAnswer => ({ topic, reply });

const itemTopic = (k: ChatKnowledge, item: PricedItem): ChatTopic =>
  k.services.includes(item) ? 'services' : 'products';

/**
 * The item a question names: its own words (not only a section's, "tacos"), or the one
 * item of a section a question covers more of.
 */
function namedItem(s: Subjects): PricedItem | null {
  const best = s.items[0];
  if (!best) return null;
  if (s.section && best.matched <= s.section.matched) return null;
  return best.subject;
}

function decide(
  q: QuestionReading,
  s: Subjects,
  k: ChatKnowledge,
  lang: ChatLanguage,
  now: Date,
): Decision {
  const faqReply = s.faq && answer('FAQ', s.faq.subject.answer);
  // A FAQ entry the guest all but asked wins over any word of it.
  if (s.faq && s.faq.matched >= 2 && !q.diets.length && !q.party) return faqReply;

  if (q.asks.has('booking') || (q.party !== null && !q.asks.has('menu'))) {
    return answer('services', bookingAnswer(k, lang, q));
  }

  if (q.diets.length) {
    const marked = q.diets.flatMap((diet) => dietItems(k, DIET_MARKS[diet]));
    // The FAQ entry about that diet (its question says it), then the menu's items marked so.
    const faq = q.diets.some(
      (diet) => s.faq && DIET_MARKS[diet].test(foldText(s.faq.subject.question)),
    )
      ? s.faq!.subject.answer
      : '';
    if (!marked.length && !faq) return 'unknown';
    const parts = [faq, marked.length ? dietItemsAnswer(marked, lang) : ''];
    return answer(faq ? 'FAQ' : 'products', parts.filter(Boolean).join(' '));
  }

  const item = namedItem(s);
  if (item && q.asks.has('price')) return answer(itemTopic(k, item), itemAnswer(item, lang));

  if (s.events.length)
    return answer(
      'events',
      eventsAnswer(
        s.events.map((e) => e.subject),
        lang,
      ),
    );
  if (q.asks.has('events')) {
    if (q.date) return answer('events', eventsOnAnswer(k, lang, q));
    return answer('events', upcomingAnswer(k, lang));
  }

  if (s.holiday) return answer('holidays', holidayAnswer(k, lang, s.holiday.subject));
  if (q.asks.has('holidays')) return answer('holidays', holidayAnswer(k, lang, null));

  const aboutHours = q.asks.has('hours') || q.now;
  if (aboutHours || (q.date && !item && !s.section)) {
    if (q.now && !q.date) return answer('schedule', nowAnswer(k, lang, now));
    if (q.date) return answer('schedule', dayAnswer(k, lang, q));
    if (q.asks.has('closed') && q.asks.has('days'))
      return answer('schedule', closedDaysAnswer(k, lang));
    return answer('schedule', weekAnswer(k, lang));
  }

  // Something the data holds nothing about ("a kids menu", "parking"): no list of neighbours.
  if (s.unheld.length && !item && !faqReply) return 'unknown';

  // "When is…" of something that is no event in the data: a dish's answer would be a neighbour.
  if (WHEN.test(q.folded) && !q.asks.has('menu')) return 'unknown';

  if (item) {
    if (INGREDIENTS.test(q.folded) && item.description)
      return answer(
        'recipe ingredients',
        say('ingredients', lang, { name: item.name, description: item.description }),
      );
    return answer(itemTopic(k, item), itemAnswer(item, lang));
  }
  if (s.section) return answer('products', sectionAnswer(s.section.subject, lang));
  if (q.asks.has('delivery')) return answer('platforms', composeAnswer('platforms', lang, k));
  // The menu in general, unless the question named a dish the menu does not have.
  if ((q.asks.has('menu') || q.asks.has('price')) && !s.asked.length)
    return answer('products', composeAnswer('products', lang, k));
  if (faqReply) return faqReply;

  const [best] = topicScores(q.folded, k).filter(([topic]) => WORD_TOPICS.has(topic));
  if (best) return answer(best[0], composeAnswer(best[0], lang, k));
  return null;
}

/**
 * The deterministic answerer: what the question asks (its kind: hours, a day, an event, a dish,
 * a price, the booking rules…) and about what (a subject of the tenant's live data), answered
 * with that fact first. What the data does not hold gets the unknown answer and the lead offer,
 * never a neighbouring fact. A topic the widget names (`indiceAI`) answers that topic.
 */
export function offlineAnswer(
  question: string,
  lang: ChatLanguage,
  knowledge: ChatKnowledge,
  now: Date,
  topicHint?: unknown,
): OfflineAnswer {
  const subjects = findSubjects(question, knowledge);
  const enabled = new Set<string>(knowledge.topics);
  if (isTopic(topicHint) && enabled.has(topicHint)) {
    const item = subjects.items[0]?.subject;
    const faq = subjects.faq?.subject;
    return {
      topic: topicHint,
      reply: composeAnswer(topicHint, lang, knowledge, {
        ...(item && { item }),
        ...(faq && { faq }),
      }),
    };
  }
  const today = localDay(knowledge.timeZone, now.getTime()).date;
  const decided = decide(readQuestion(question, today), subjects, knowledge, lang, now);
  if (decided === null || decided === 'unknown' || !enabled.has(decided.topic!))
    return { topic: null, reply: unknownAnswer(knowledge, lang) };
  return decided;
}
