/**
 * The panel's sections; the id is also the URL segment (/admin/<id>). "today", the day at a
 * glance, is the landing; the others are the tabs the panel always had.
 */
export const PANEL_TABS = [
  'today',
  'reservations',
  'reviews',
  'ai-agent',
  'posts',
  'gallery',
  'branding',
  'styling',
  'translations',
  'metadata',
  'settings',
  'files',
  'cloud',
  'access',
] as const;

export type PanelTab = (typeof PANEL_TABS)[number];

export const DEFAULT_TAB: PanelTab = 'today';

/** The sidebar's groups, by job: the day, the guests, the content, the site, the system. */
export const PANEL_GROUPS: readonly { id: string; tabs: readonly PanelTab[] }[] = [
  { id: 'today', tabs: ['today'] },
  // Reservations hold the mailing list and the orders; the AI agent holds the chat's setup.
  { id: 'guests', tabs: ['reservations', 'reviews', 'ai-agent'] },
  { id: 'content', tabs: ['posts', 'gallery'] },
  { id: 'site', tabs: ['branding', 'styling', 'translations', 'metadata', 'settings'] },
  { id: 'system', tabs: ['files', 'cloud', 'access'] },
];

/** Sections only a superadmin may use: left out of the sidebar for everyone else. */
export const SUPERADMIN_TABS: readonly PanelTab[] = ['branding', 'access'];

/** Catalogue key of each tab's name. */
export const TAB_LABEL_KEYS: Record<PanelTab, string> = {
  today: 'tabs.today',
  posts: 'tabs.posts',
  gallery: 'tabs.gallery',
  settings: 'tabs.settings',
  branding: 'tabs.branding',
  styling: 'tabs.styling',
  metadata: 'tabs.metadata',
  translations: 'tabs.translations',
  'ai-agent': 'tabs.aiAgent',
  cloud: 'tabs.cloud',
  files: 'tabs.files',
  access: 'tabs.access',
  reservations: 'tabs.reservations',
  reviews: 'tabs.reviews',
};

/**
 * The feature flag (settings.faculties) behind a tab. With the flag off, admins do not see the
 * tab; superadmins, who switch flags, still see it, marked as off.
 */
export const TAB_FLAGS: Partial<Record<PanelTab, string>> = {
  settings: 'settings',
  branding: 'branding',
  styling: 'styles',
  'ai-agent': 'agentAI',
  reservations: 'booking',
};

/** The tabs whose feature flag the stored settings switch off. */
export function tabsSwitchedOff(faculties: unknown): PanelTab[] {
  const flags =
    faculties && typeof faculties === 'object' ? (faculties as Record<string, unknown>) : {};
  return PANEL_TABS.filter((tab) => {
    const flag = TAB_FLAGS[tab];
    return flag !== undefined && flags[flag] === false;
  });
}

export function toPanelTab(segment: string | undefined): PanelTab {
  const first = segment?.split('/')[0];
  return (PANEL_TABS as readonly string[]).includes(first ?? '')
    ? (first as PanelTab)
    : DEFAULT_TAB;
}
