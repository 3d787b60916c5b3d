import type { ChatKnowledge, KnownEvent, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { CHAT_TOPICS, type ChatTopic, TOPIC_SYNONYMS } from '@bar/domain/assistant/topics';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { isCueWord } from '@bar/domain/assistant/question';
import MiniSearch, { type SearchOptions } from 'minisearch';

/**
 * Finds what a guest's question is about with MiniSearch (https://lucaong.github.io/minisearch/):
 * one small index of the contact topics' words in es, en and fr (built once), and one of the
 * tenant's own subjects (dishes, menu sections, services, events, holidays, FAQ questions) built
 * per knowledge object from live data. Words are folded (case, accents), reduced to their stem
 * in the tenant's language (Snowball, @orama/stemmers) and to a shared concept for the few
 * words guests swap freely ("dog" asks about "pets", "bring" about "allowed"), so a question
 * matches by what it means, not by sharing "the" or "on".
 */

/** Function words of the three languages: they tell nothing about the subject. */
const STOP_WORDS = new Set(
  `a al algo algun alguna algunas algunos como con cual cuales cuando de del donde el ella en es esa ese esta estan este esto hay la las le lo los me mi mis nos o para pero por puedo puede pueden que quiero se si sin sobre son su sus te tiene tienen tu tus un una unos unas usted ustedes y ya yo
  about am an and any anything are at be can could do does for from get have how i if in is it its me my of on or our please so some tell the there this to us was we what whats when where which who will with would you your
  au aux avec avez avoir ce ces c cest d de des du elle en est et etes il ils j je l la le les leur lui ma mes moi mon ne nous on ou par pas peut peux pour puis qu que quel quelle quels quelles qui sa se ses son sont sur t ta te tes ton tu un une vos votre vous y`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that say nothing about which subject it is when they are all a question shares with it
 * ("noche" of "Noche de Mariachi", "casa" of "Guacamole de la casa", the days of "Karaoke de los
 * viernes"): a subject needs one of its other words to be matched.
 */
const GENERIC = new Set(
  `noche night nuit soiree soir vivo live direct cena dinner diner casa house maison dia day jour
  especial special lunes martes miercoles jueves viernes sabado domingo monday tuesday wednesday
  thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi dimanche mondays
  tuesdays wednesdays thursdays fridays saturdays sundays los las`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words guests use for one another, each group read as its first word (a concept, not stemmed). */
const CONCEPTS: string[][] = [
  `_pet mascota mascotas perro perros perrito perritos gato gatos pet pets dog dogs puppy cat cats
  animal animales animals animaux chien chiens chat chats chiot`,
  `_allow aceptan acepta aceptar aceptado aceptados aceptadas permiten permite permitido permitidos
  admiten admite traer traigo bienvenido bienvenidos bienvenidas allowed allow allows bring welcome
  accepted accept accepte acceptes acceptee acceptees accepter acceptez permis autorise autorises
  amener apporter admis bienvenu bienvenus bienvenue bienvenues`,
  `_patio terraza terrazas patio patios terrace terraces terrasse terrasses outdoor outdoors
  outside afuera exterior exterieur dehors`,
  `_vegetarian vegetariano vegetariana vegetarianos vegetarianas vegetarian vegetarians veggie
  vegetarien vegetarienne vegetariens vegetariennes`,
  `_option opcion opciones option options choix alternativa alternativas alternatives choices`,
  `_parking estacionamiento estacionar aparcamiento parqueo parking park stationnement stationner`,
  `_kids nino ninos nina ninas infantil kid kids children child enfant enfants`,
].map((group) => group.split(/\s+/).filter(Boolean));

const CONCEPT_OF = new Map<string, string>(
  CONCEPTS.flatMap((group) => group.map((word) => [word, group[0]!] as const)),
);

const STEMMERS: Record<ChatLanguage, (word: string) => string> = {
  es: stemEs,
  en: stemEn,
  fr: stemFr,
};

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u);

/** A word as the subject index holds it: folded, its concept or stem; null for function words. */
function termOf(term: string, lang: ChatLanguage): string | null {
  const folded = fold(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  const concept = CONCEPT_OF.get(folded);
  if (concept) return concept;
  if (GENERIC.has(folded)) return `~${folded}`;
  return /^\d+$/.test(folded) ? folded : fold(STEMMERS[lang](folded));
}

const isGeneric = (term: string) => term.startsWith('~');

// --- contact topics -------------------------------------------------------------------------

const processTopicTerm = (term: string): string | null => {
  const folded = fold(term);
  return folded.length < 2 || STOP_WORDS.has(folded) ? null : folded;
};

const TOPIC_SEARCH: SearchOptions = {
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
    processTerm: processTopicTerm,
    tokenize,
    searchOptions: TOPIC_SEARCH,
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

/** The tenant's enabled topics the question's words point at, best first, with their scores. */
export function topicScores(question: string, knowledge: ChatKnowledge): [ChatTopic, number][] {
  const enabled = new Set(knowledge.topics);
  const scores = new Map<ChatTopic, number>();
  for (const hit of topicIndex.search(question)) {
    const topic = hit.topic as ChatTopic;
    if (enabled.has(topic)) scores.set(topic, (scores.get(topic) ?? 0) + hit.score);
  }
  return [...scores].sort((a, b) => b[1] - a[1]);
}

// --- the tenant's subjects ------------------------------------------------------------------

type SubjectKind = 'item' | 'section' | 'event' | 'holiday' | 'faq';

interface SubjectDoc {
  id: string;
  kind: SubjectKind;
  index: number;
  text: string;
  /** How many distinct terms the subject's text has (for how much of it a question covers). */
  size: number;
}

export interface SubjectMatch<T> {
  subject: T;
  /** Distinct terms the question shares with the subject, and how many the subject has. */
  matched: number;
  size: number;
}

export interface Subjects {
  /** Dishes, drinks and services named, best first (products before services on a tie). */
  items: SubjectMatch<PricedItem>[];
  /** A menu section named ("postres", "tacos"), with its items. */
  section: SubjectMatch<{ name: string; items: PricedItem[] }> | null;
  events: SubjectMatch<KnownEvent>[];
  holiday: SubjectMatch<{ name: string; date: string }> | null;
  faq: SubjectMatch<{ question: string; answer: string }> | null;
  /**
   * Concepts the question names ("kids", "parking") that none of the tenant's subjects answers:
   * asked about something the data does not hold.
   */
  unheld: string[];
  /** The question's own words (no function or cue words): what it names, found or not. */
  asked: string[];
}

interface SubjectIndex {
  search: MiniSearch<SubjectDoc>;
  items: PricedItem[];
  sections: { name: string; items: PricedItem[] }[];
  lang: ChatLanguage;
}

const SUBJECT_SEARCH: SearchOptions = {
  combineWith: 'OR',
  prefix: false,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : 0),
};

/**
 * The index of the tenant's own subjects, built once per knowledge object (the assistant reuses
 * one object while the tenant's data is unchanged, see the assistant's chatContext).
 */
const subjectIndexes = new WeakMap<ChatKnowledge, SubjectIndex>();

function subjectIndex(k: ChatKnowledge): SubjectIndex {
  const cached = subjectIndexes.get(k);
  if (cached) return cached;
  const lang = k.lang;
  const process = (term: string) => termOf(term, lang);
  const sizeOf = (text: string) =>
    new Set(tokenize(text).flatMap((term) => process(term) ?? [])).size;
  const search = new MiniSearch<SubjectDoc>({
    fields: ['text'],
    storeFields: ['kind', 'index', 'size'],
    processTerm: process,
    tokenize,
    searchOptions: SUBJECT_SEARCH,
  });
  const items = [...k.products, ...k.services];
  const bySection = new Map<string, PricedItem[]>();
  for (const item of k.products) {
    if (!item.subcategory) continue;
    bySection.set(item.subcategory, [...(bySection.get(item.subcategory) ?? []), item]);
  }
  const sections = [...bySection].map(([name, list]) => ({ name, items: list }));
  const doc = (kind: SubjectKind, index: number, text: string, variant = 0): SubjectDoc => ({
    id: variant ? `${kind}${index}-${variant}` : `${kind}${index}`,
    kind,
    index,
    text,
    size: sizeOf(text),
  });
  search.addAll([
    ...items.map((item, index) => doc('item', index, item.name)),
    ...sections.map((section, index) => doc('section', index, section.name)),
    ...k.events.map((event, index) => doc('event', index, event.title)),
    // An event named in another of its languages ("Salsa Night" asked in Spanish) is found too.
    ...k.events.flatMap((event, index) =>
      (event.otherTitles ?? []).map((title, n) => doc('event', index, title, n + 1)),
    ),
    ...k.holidays.map((holiday, index) => doc('holiday', index, holiday.name)),
    ...k.faq.map((entry, index) => doc('faq', index, entry.question)),
  ]);
  const built = { search, items, sections, lang };
  subjectIndexes.set(k, built);
  return built;
}

/**
 * A FAQ entry counts when the question shares two of its words, or its one telling word when the
 * entry has no more than two ("vegetarian options?"): a single shared word of a longer question
 * ("patio" of "are pets allowed on the patio?") is a neighbouring subject, not this one.
 */
const faqCounts = (matched: number, size: number) => matched >= 2 || (matched === 1 && size <= 2);

export function findSubjects(question: string, k: ChatKnowledge): Subjects {
  const index = subjectIndex(k);
  const found: Subjects = {
    items: [],
    section: null,
    events: [],
    holiday: null,
    faq: null,
    unheld: [],
    asked: [],
  };
  const held = new Set<string>();
  for (const hit of index.search.search(question)) {
    if (hit.kind === 'faq' || hit.kind === 'item') for (const term of hit.terms) held.add(term);
    const telling = hit.terms.filter((term) => !isGeneric(term));
    if (!telling.length) continue;
    const matched = new Set(hit.terms).size;
    const size = Math.max(matched, hit.size as number);
    const at = hit.index as number;
    switch (hit.kind as SubjectKind) {
      case 'item':
        found.items.push({ subject: index.items[at]!, matched, size });
        break;
      case 'section':
        if (!found.section || matched > found.section.matched)
          found.section = { subject: index.sections[at]!, matched, size };
        break;
      case 'event': {
        // One entry per event: the title (of any language) that matched best.
        const seen = found.events.find((entry) => entry.subject === k.events[at]);
        if (!seen) found.events.push({ subject: k.events[at]!, matched, size });
        else if (matched > seen.matched) Object.assign(seen, { matched, size });
        break;
      }
      case 'holiday':
        if (!found.holiday) found.holiday = { subject: k.holidays[at]!, matched, size };
        break;
      case 'faq':
        if (faqCounts(telling.length, size) && (!found.faq || matched > found.faq.matched))
          found.faq = { subject: k.faq[at]!, matched, size };
        break;
    }
  }
  found.unheld = [
    ...new Set(
      tokenize(question).flatMap((term) => {
        const concept = termOf(term, index.lang);
        return concept?.startsWith('_') && !held.has(concept) ? [concept] : [];
      }),
    ),
  ];
  // A dish that lacks a word the question names ("tamal de elote" → "Elote asado", "guacamole
  // pizza" → "House guacamole") is another dish: no neighbour is answered for it.
  const asked = new Set(
    tokenize(question).flatMap((term) => {
      if (isCueWord(fold(term))) return [];
      const processed = termOf(term, index.lang);
      return processed && !isGeneric(processed) ? [processed] : [];
    }),
  );
  found.asked = [...asked];
  found.items = found.items.filter(({ subject }) => {
    const own = tokenize(subject.name).flatMap((term) => {
      const processed = termOf(term, index.lang);
      return processed && !isGeneric(processed) ? [processed] : [];
    });
    return [...asked].every((term) => own.includes(term));
  });
  const closer = <T>(a: SubjectMatch<T>, b: SubjectMatch<T>) =>
    b.matched - a.matched || a.size - b.size;
  found.items.sort(closer);
  // Events keep their date order among the equally close ones (the soonest first).
  const best = Math.max(0, ...found.events.map((entry) => entry.matched));
  found.events = found.events
    .filter((entry) => entry.matched === best)
    .sort((a, b) => a.subject.date.localeCompare(b.subject.date));
  return found;
}
