/**
 * The panel's sections, in the spec's order; the id is also the URL segment (/admin/<id>). The
 * gallery (the guests' gallery page) follows posts: the spec's nine name no place for it. The
 * stored files (the spec's "cloud data and storage") follow the cloud tab's data.
 */
export const PANEL_TABS = [
  'posts',
  'gallery',
  'settings',
  'branding',
  'styling',
  'metadata',
  'translations',
  'ai-agent',
  'cloud',
  'files',
  'access',
  // After the spec's tabs: the guests' reservations, mailing list, outbox and booking rules,
  // then the guests' reviews to moderate.
  'reservations',
  'reviews',
] as const;

export type PanelTab = (typeof PANEL_TABS)[number];

export const DEFAULT_TAB: PanelTab = 'posts';

/** Catalogue key of each tab's name. */
export const TAB_LABEL_KEYS: Record<PanelTab, string> = {
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
