import type { MessageTree } from './flatten-messages';

/**
 * The catalogue's larger groups, whose texts only their own pages show. The public site loads
 * each of them with the pages that read it, not with every page: a page's first load carries the
 * core (every other group) and its own groups, about a third of the whole catalogue.
 */
export const PAGE_TEXT_GROUPS = [
  'about',
  'blog',
  'checkout',
  'gallery',
  'hero',
  'menus',
  'notFound',
  'reservations',
  'review',
  'subscriptions',
  'survey',
  'terms',
] as const;

export type PageTextGroup = (typeof PAGE_TEXT_GROUPS)[number];

const PAGE_GROUP_SET: ReadonlySet<string> = new Set(PAGE_TEXT_GROUPS);

export const isPageTextGroup = (name: string): name is PageTextGroup => PAGE_GROUP_SET.has(name);

/**
 * Keys of a page group that stay in the core: every page's <title> and description (meta()),
 * the page headings and the navigation read them, and the 404 page searches all of them.
 */
export const CORE_KEYS_OF_PAGE_GROUPS: readonly string[] = ['title', 'description', 'intro'];

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One language's catalogue as its core and its page groups (each group without its core keys). */
export function splitCatalogue(messages: MessageTree): {
  core: MessageTree;
  groups: Record<PageTextGroup, MessageTree>;
} {
  const core: MessageTree = {};
  const groups = {} as Record<PageTextGroup, MessageTree>;
  for (const [name, value] of Object.entries(messages)) {
    if (!isPageTextGroup(name) || !isTree(value)) {
      core[name] = value;
      continue;
    }
    const kept: MessageTree = {};
    const rest: MessageTree = {};
    for (const [key, text] of Object.entries(value)) {
      (CORE_KEYS_OF_PAGE_GROUPS.includes(key) ? kept : rest)[key] = text;
    }
    core[name] = kept;
    groups[name] = rest;
  }
  for (const name of PAGE_TEXT_GROUPS) groups[name] ??= {};
  return { core, groups };
}
