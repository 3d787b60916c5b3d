/**
 * The panel's sections, in the spec's order; the id is also the URL segment (/admin/<id>). The
 * gallery (the guests' gallery page) follows posts: the spec's nine name no place for it.
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
  'access',
  // After the spec's tabs: the guests' reservations, mailing list, outbox and booking rules.
  'reservations',
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
  access: 'tabs.access',
  reservations: 'tabs.reservations',
};

export function toPanelTab(segment: string | undefined): PanelTab {
  const first = segment?.split('/')[0];
  return (PANEL_TABS as readonly string[]).includes(first ?? '')
    ? (first as PanelTab)
    : DEFAULT_TAB;
}
