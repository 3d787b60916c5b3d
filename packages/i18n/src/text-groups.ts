import type { MessageTree } from './flatten-messages';

/**
 * The catalogue's groups, whose texts only their own pages show (a page's lead and description
 * included). The public site loads each of them with the pages that read it, not with every
 * page: a page's first load carries the core (the rest: the brand, the navigation, the pages'
 * titles) and its own groups.
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
  // Pages whose texts are only their heading, lead and description.
  'home',
  'land',
  'landingEng',
  'landingEsp',
  'landingFra',
  'emailMarketing',
  'subscribed',
  'unsubscribed',
  'pdf',
  'login',
  'offline',
  'logoutComplete',
  'languagePicker',
  // Not pages' own: the footer (with the header's module, after the page), the kiosk's footer,
  // the home page's reviews, and two pieces that load on their own (the new version's prompt,
  // the staff's texts editor).
  'footer',
  'kiosk',
  'reviews',
  'pwa',
  'editTexts',
] as const;

export type PageTextGroup = (typeof PAGE_TEXT_GROUPS)[number];

/**
 * The same for the shared components' `ui` namespace: the sign-in forms, the reviews'
 * carousel and the map load their texts with the pages that show them; the header's, the
 * footer's and the bottom dock's (badge, account entries, languages, theme, install, consent)
 * with the frame's module, after the page.
 */
export const UI_TEXT_GROUPS = [
  'carousel',
  'maps',
  'signIn',
  'badge',
  'footer',
  'languageSwitcher',
  'theme',
  'install',
  'consent',
] as const;

/** The namespace the shared components read (their catalogue's groups are `ui:<group>`). */
export const UI_TEXTS_NAMESPACE = 'ui';

/** A group that loads with its pages: a page group, or `ui:<group>` of the shared components. */
export type TextGroup = PageTextGroup | `ui:${(typeof UI_TEXT_GROUPS)[number]}`;

/** Every group, in the order pages name them: the site's, then the shared components'. */
export const TEXT_GROUPS: readonly TextGroup[] = [
  ...PAGE_TEXT_GROUPS,
  ...UI_TEXT_GROUPS.map((group) => `ui:${group}` as const),
];

/**
 * The groups of the public pages' header, footer and bottom dock, which load with their module
 * after the page (apps/web routes/public-frame.tsx), and which the service worker keeps for the
 * offline page. A test checks they are the ones that module's code names.
 */
export const FRAME_TEXT_GROUPS: readonly TextGroup[] = [
  'footer',
  'ui:badge',
  'ui:footer',
  'ui:languageSwitcher',
  'ui:theme',
  'ui:install',
  'ui:consent',
];

const GROUP_SET: ReadonlySet<string> = new Set(TEXT_GROUPS);

export const isTextGroup = (name: string): name is TextGroup => GROUP_SET.has(name);

/** The namespace a group's texts belong to, and the group's name in it. */
export function groupPlace(group: TextGroup): { ns: string; name: string } {
  const [ns, name] = group.includes(':') ? group.split(':') : ['translation', group];
  return { ns: ns!, name: name! };
}

/**
 * Keys of a page group that stay in the core: every page's title, which the footer's links and
 * the 404 page's list show (a page's lead and description come with its group).
 */
export const CORE_KEYS_OF_PAGE_GROUPS: readonly string[] = ['title'];

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One language's catalogue as its core and its groups (each group without its core keys): the
 * site's page groups, or the groups given (the `ui` catalogue's).
 */
export function splitCatalogue<G extends string = PageTextGroup>(
  messages: MessageTree,
  split: readonly G[] = PAGE_TEXT_GROUPS as unknown as readonly G[],
): {
  core: MessageTree;
  groups: Record<G, MessageTree>;
} {
  const core: MessageTree = {};
  const groups = {} as Record<G, MessageTree>;
  const isGroup = (name: string): name is G => (split as readonly string[]).includes(name);
  for (const [name, value] of Object.entries(messages)) {
    if (!isGroup(name) || !isTree(value)) {
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
  for (const name of split) groups[name] ??= {};
  return { core, groups };
}

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
