import type { LanguageEntry, SwitcherMode } from '@bar/ui/language-switcher/language-cycle';
import type { Locale } from '@bar/i18n';
import type { PageKey } from '@bar/domain/site/pages';
import type { IconLink } from './read-links';

// What the site's frame (navigation bar, language switcher, footer) shows from the tenant's
// branding and settings (read-frame-data.ts reads them once they arrive, after hydration).
// Field choices where the spec leaves them open:
// - logo: company.Logo (the branding form's "Logotipo"), else branding.Logo, as the API's
//   JSON-LD and shared picture read it;
// - menu buttons: branding.Botons {linkURL, openTarget, messageId, defaultMessage};
// - social links: socials, then SocMed; delivery platforms: platforms, then DeliveryPlatforms;
// - online order: platforms items marked kind or type 'order' (the rest are delivery);
// - messaging app / video channel: the first social named WhatsApp, Telegram, Messenger or
//   Signal / YouTube, Vimeo or Twitch (shown as their own footer links, not as icons);
// - languages: settings.website.i18n.languages (entries), else branding.languages, else the
//   bundled es/en/fr entries limited to settings.website.i18n.supported; an explicit empty
//   list means no switcher. Mode: settings.website.i18n.switcherMode ('oneBYone' or 'all').

export type MenuButton = {
  href: string;
  openTarget: '_self' | '_blank';
  messageId: string;
  defaultMessage: string;
};

export type FrameData = {
  logo?: string;
  menuButtons: MenuButton[];
  socials: IconLink[];
  platforms: IconLink[];
  orders: IconLink[];
  branches: IconLink[];
  messaging?: IconLink;
  video?: IconLink;
  /** Tenant entries (labels may be empty: the catalogue's are used), or the locales to offer. */
  languages: { entries: Partial<LanguageEntry>[] } | { locales: Locale[] } | null;
  switcherMode: SwitcherMode;
  /** Pages the tenant's feature flags switch off (settings.faculties): no link to them. */
  pagesOff: PageKey[];
};

export const EMPTY_FRAME: FrameData = {
  menuButtons: [],
  socials: [],
  platforms: [],
  orders: [],
  branches: [],
  languages: null,
  switcherMode: 'all',
  pagesOff: [],
};
