import { isLocale, type Locale } from '@bar/i18n';
import { PAGE_SEGMENTS, type PageKey, pagesSwitchedOff } from '@bar/domain/site/pages';
import type { LanguageEntry } from '@bar/ui/language-switcher/language-cycle';
import type { FrameData, MenuButton } from './frame-data';
import { GENERIC_PLATFORM_ICON, linkKey, MESSAGING_APPS, VIDEO_CHANNELS } from './link-icons';
import { isDict, listOf, mergeLinks, readLinks, safeUrl, text } from './read-links';

// The frame's data from the tenant's branding and settings (frame-data.ts says what each field
// reads). Run where that data arrives, in the content runtime's chunk, not on the first load.

const dict = (v: unknown) => (isDict(v) ? v : {});
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : isDict(v) ? [v] : []);
const isOrder = (item: unknown) =>
  isDict(item) &&
  [item.kind, item.type].some((v) => typeof v === 'string' && v.toLowerCase() === 'order');

function readButtons(input: unknown): MenuButton[] {
  return asList(input).flatMap((item) => {
    const href = isDict(item) ? text(item.linkURL) : undefined;
    if (!isDict(item) || !href) return [];
    const messageId = text(item.messageId) ?? '';
    const defaultMessage = text(item.defaultMessage) ?? '';
    if (!messageId && !defaultMessage) return [];
    return [
      {
        href,
        openTarget: item.openTarget === '_blank' ? '_blank' : '_self',
        messageId,
        defaultMessage,
      },
    ];
  });
}

function readLanguageEntries(input: unknown): Partial<LanguageEntry>[] | undefined {
  if (!Array.isArray(input)) return undefined;
  return input.flatMap((item) => {
    const locale = isDict(item) ? text(item.locale)?.slice(0, 2).toLowerCase() : undefined;
    if (!isDict(item) || !locale || !isLocale(locale)) return [];
    const size = (v: unknown) => (typeof v === 'number' && v > 0 && v <= 96 ? v : undefined);
    return [
      {
        locale,
        icon: safeUrl(item.icon),
        width: size(item.width),
        height: size(item.height),
        alt: text(item.alt),
        label: text(item.label),
        priority: item.priority === true,
      },
    ];
  });
}

function readLanguages(
  branding: Record<string, unknown>,
  i18n: Record<string, unknown>,
): FrameData['languages'] {
  const entries = readLanguageEntries(i18n.languages) ?? readLanguageEntries(branding.languages);
  if (entries) return { entries };
  if (!Array.isArray(i18n.supported)) return null;
  return {
    locales: i18n.supported.filter((l): l is Locale => typeof l === 'string' && isLocale(l)),
  };
}

/** Whether a site-relative link (`/reservas`, `/en/reservas`) leads to one of these pages. */
function leadsTo(href: string, pages: PageKey[]): boolean {
  const path = /^(?:\/(?:es|en|fr))?(\/[^/?#]*)\/?(?:[?#].*)?$/.exec(href)?.[1];
  return path !== undefined && pages.some((page) => `/${PAGE_SEGMENTS[page]}` === path);
}

export function readFrameData(branding: unknown, settings: unknown): FrameData {
  const doc = dict(branding);
  const pagesOff = pagesSwitchedOff(dict(settings).faculties);
  const i18n = dict(dict(dict(settings).website).i18n);
  const platformItems = listOf(doc.platforms);
  const socials = mergeLinks(readLinks(doc.socials), readLinks(asList(doc.SocMed)));
  const special = (names: Set<string>) => socials.find((link) => names.has(linkKey(link.name)));
  return {
    logo: safeUrl(dict(doc.company).Logo) ?? safeUrl(doc.Logo),
    menuButtons: readButtons(doc.Botons).filter((button) => !leadsTo(button.href, pagesOff)),
    socials: socials.filter(
      (link) => !MESSAGING_APPS.has(linkKey(link.name)) && !VIDEO_CHANNELS.has(linkKey(link.name)),
    ),
    platforms: mergeLinks(
      readLinks(
        platformItems.filter((item) => !isOrder(item)),
        GENERIC_PLATFORM_ICON,
      ),
      readLinks(asList(doc.DeliveryPlatforms), GENERIC_PLATFORM_ICON),
    ),
    orders: readLinks(platformItems.filter(isOrder)),
    branches: readLinks(dict(doc.company).branches),
    messaging: special(MESSAGING_APPS),
    video: special(VIDEO_CHANNELS),
    languages: readLanguages(doc, i18n),
    switcherMode: i18n.switcherMode === 'oneBYone' ? 'oneBYone' : 'all',
    pagesOff,
  };
}
