import type { MessageTree } from './flatten-messages';

// A module of its own, which no page imports: the site's build reads which page groups a page
// needs by the keys its modules name (apps/web site-texts-plugin.ts), and the list below names
// keys.

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Texts only the API writes (the messages of its answers, in the caller's language), which no
 * browser code reads: the site's catalogue parts leave them out (apps/web site-texts-plugin.ts).
 * The API, the back office and the texts editor keep the whole catalogue. A test checks that
 * each is in every catalogue and that the site's code never names it.
 */
export const API_ONLY_TEXTS: readonly string[] = [
  'reservations.errors.nameRequired',
  'reservations.errors.emailInvalid',
  'reservations.errors.phoneInvalid',
  'reservations.errors.dateRequired',
  'reservations.errors.reasonRequired',
  'reservations.errors.guestsRange',
  'reservations.errors.partyTooLarge',
  'reservations.errors.closed',
  'reservations.errors.notASlot',
  'reservations.errors.past',
  'reservations.errors.tooSoon',
  'reservations.errors.tooFar',
  'reservations.errors.full',
  'reservations.errors.linkInvalid',
  'reservations.errors.notFound',
  'reservations.errors.alreadyClosed',
];

/** A copy of `messages` without the texts at `paths` (dotted); the rest as it was. */
export function withoutTexts(messages: MessageTree, paths: readonly string[]): MessageTree {
  const copy = structuredClone(messages);
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let parent: unknown = copy;
    for (const key of keys) parent = isTree(parent) ? parent[key] : undefined;
    if (isTree(parent)) delete parent[last];
  }
  return copy;
}
