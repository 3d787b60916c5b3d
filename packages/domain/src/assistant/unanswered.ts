import { foldText } from './question.js';

/** A question the assistant could not answer, as stored (one per normalized wording). */
export interface UnansweredEntry {
  id: string;
  question: string;
  lang: string;
  count: number;
  /** ISO instant of the last time it was asked. */
  lastAskedAt: string;
}

/** Questions asked in close wordings, counted together. */
export interface UnansweredGroup {
  /** The stored entries of the group (answering the group marks them all answered). */
  ids: string[];
  /** The wording asked most (the latest on a tie). */
  question: string;
  lang: string;
  /** Every wording of the group, most asked first. */
  wordings: string[];
  count: number;
  lastAskedAt: string;
}

/** The same question in any case, accents and punctuation: "¿Tienen WiFi?" = "tienen wifi". */
export const normalizeQuestion = (question: string) => foldText(question).trim();

// Words that say nothing of the subject (es, en, fr): two wordings differing only by them match.
const FILLERS = new Set(
  `a al alguna algun algo con de del el en es esta estan hay la las lo los me mi para por que se
  su sus tiene tienen tienes un una uno y o puedo puede pueden hacen hace
  an and any are can could do does for have has i in is it me my of on or the there to we what
  you your yours with
  au aux avec ce des du en est et il ils la le les on ou pour que qui un une vous votre avez
  peut peux y`
    .split(/\s+/)
    .filter(Boolean),
);

const subjectWords = (normalized: string) =>
  new Set(normalized.split(' ').filter((word) => word.length > 1 && !FILLERS.has(word)));

/** Close wordings: most of their subject words shared (Jaccard at least 0.6), or the same ones. */
function close(a: Set<string>, b: Set<string>): boolean {
  if (!a.size || !b.size) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= 0.6;
}

/**
 * The unanswered questions grouped: the same normalized wording is already one entry; close
 * wordings ("¿tienen estacionamiento?", "¿hay estacionamiento gratis?") join one group. Most
 * recently asked groups first.
 */
export function groupUnanswered(entries: readonly UnansweredEntry[]): UnansweredGroup[] {
  const sorted = [...entries].sort(
    (a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt),
  );
  const groups: { words: Set<string>; members: UnansweredEntry[] }[] = [];
  for (const entry of sorted) {
    const words = subjectWords(normalizeQuestion(entry.question));
    const group = groups.find((candidate) =>
      candidate.members.some((member) =>
        close(words, subjectWords(normalizeQuestion(member.question))),
      ),
    );
    if (group) group.members.push(entry);
    else groups.push({ words, members: [entry] });
  }
  return groups
    .map(({ members }) => {
      const [top] = members;
      return {
        ids: members.map((member) => member.id),
        question: top!.question,
        lang: top!.lang,
        wordings: members.map((member) => member.question),
        count: members.reduce((total, member) => total + member.count, 0),
        lastAskedAt: members.reduce(
          (latest, member) => (member.lastAskedAt > latest ? member.lastAskedAt : latest),
          '',
        ),
      };
    })
    .sort((a, b) => b.lastAskedAt.localeCompare(a.lastAskedAt));
}
