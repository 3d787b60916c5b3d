import type { ChatKnowledge, NamedLink, PricedItem } from '@bar/domain/assistant/knowledge';
import { formatAddress } from '@bar/domain/branding/about';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { Branding } from '@bar/domain/branding/schema';
import { timeZoneOrDefault, todayIn } from '@bar/domain/events/dates';
import { localizeEvent } from '@bar/domain/events/localized';
import type { Event } from '@bar/domain/events/schema';
import type { Settings } from '@bar/domain/settings/schema';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { localizedItem } from '@bar/domain/catalog/rules';
import type { CatalogItem } from '@bar/domain/catalog/schema';
import { bookingRulesFrom } from '@bar/domain/reservations/booking-rules';
import { readActiveCatalog } from '../../../repositories/catalog.js';
import { readEffectiveBranding } from '../../../repositories/branding.js';
import { listUpcoming } from '../../../repositories/events.js';
import { readEffectiveSettings } from '../../../repositories/settings.js';
import type { DocumentStore } from '../../../stores/document-store.js';

/** Everything a chat answer may be grounded on, as read now (the model gets the raw parts too). */
export interface TenantChatData {
  knowledge: ChatKnowledge;
  branding: Branding;
  settings: Settings;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored text or a per-language map ({es, en, fr}) read in one language. */
export function textIn(value: unknown, lang: ChatLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value)) {
    const chosen = value[lang] ?? value.es ?? value.en ?? Object.values(value)[0];
    return typeof chosen === 'string' ? chosen : '';
  }
  return '';
}

const priceOf = (value: unknown): PricedItem['price'] =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim()
      ? value.trim()
      : null;

const enabledLinks = (links: { name: string; url: string; enabled?: unknown }[]): NamedLink[] =>
  links
    .filter((link) => link.enabled !== false && link.url)
    .map((link) => ({ name: link.name, url: link.url }));

/** An upcoming event in the guest's language, with its other languages' titles to match by. */
function knownEvent(event: Event, lang: ChatLanguage, longLocale: string, timeZone: string) {
  const shown = localizeEvent(event, lang);
  const titles = (['es', 'en', 'fr'] as const).map((other) => localizeEvent(event, other).title);
  const otherTitles = [...new Set(titles)].filter((title) => title !== shown.title);
  return {
    title: shown.title,
    ...(otherTitles.length ? { otherTitles } : {}),
    date: event.date,
    startTime: event.startTime,
    dateLine: eventDateLine(event, longLocale, timeZone),
    location: shown.location,
  };
}

const MENU_IDS = ['food', 'liquor', 'cocktail', 'michelada'] as const;

/** Items of the menus (`menus/{food|liquor|cocktail|michelada}`), names in the guest's language. */
async function menuItems(docs: DocumentStore, lang: ChatLanguage): Promise<PricedItem[]> {
  const menus = await Promise.all(MENU_IDS.map((id) => docs.get(`menus/${id}`)));
  return menus.flatMap((menu, index) => {
    const items = Array.isArray(menu?.items) ? menu.items : [];
    return items.filter(isRecord).map((item) => ({
      name: textIn(item.name, lang),
      description: textIn(item.description, lang),
      price: priceOf(item.price),
      category: MENU_IDS[index],
    }));
  });
}

/** The agent's active catalogue (the menu engineer's repository), in the guest's language. */
async function catalogItems(docs: DocumentStore, agentId: string, lang: ChatLanguage) {
  const { products, services } = await readActiveCatalog(docs, agentId);
  const priced = (item: CatalogItem): PricedItem => {
    const text = localizedItem(item, lang);
    return {
      name: text.name,
      description: text.description,
      price: item.price,
      category: item.category,
      ...(text.subcategory ? { subcategory: text.subcategory } : {}),
    };
  };
  return { products: products.map(priced), services: services.map(priced) };
}

const brandingItems = (items: Branding['products'] | Branding['services'], lang: ChatLanguage) =>
  items
    .map((item) => ({
      name: textIn(item.name, lang),
      description: textIn(item.description, lang),
      price: priceOf(item.price),
    }))
    .filter((item) => item.name);

/**
 * Reads the tenant's data for one answer, in the guest's language: the effective branding for
 * that language, the settings (indiceAI, time zone), the next events, the menus and the agent's
 * catalogue. The assistant keeps the result in the public reads' cache, which a write through
 * the API clears for the tenant: an edit in the back office is in the next answer.
 */
export async function readTenantChatData(
  docs: DocumentStore,
  lang: ChatLanguage,
  agentId: string,
  now: Date,
  warn: (err: unknown) => void,
): Promise<TenantChatData> {
  const settingsRead = readEffectiveSettings(docs);
  // The zone is settings/default.timeZone (as the events' reads take it), read once here.
  const zoneOf = (stored: Record<string, unknown> | null) =>
    timeZoneOrDefault(typeof stored?.timeZone === 'string' ? stored.timeZone : null);
  const upcoming = settingsRead.then(({ stored }) => {
    const zone = zoneOf(stored);
    return listUpcoming(docs, { today: todayIn(zone, now), timeZone: zone, limit: 50 }, warn);
  });
  const [{ branding }, { settings, stored }, events, menus, catalog] = await Promise.all([
    readEffectiveBranding(docs, lang),
    settingsRead,
    upcoming,
    menuItems(docs, lang),
    catalogItems(docs, agentId, lang),
  ]);
  const timeZone = zoneOf(stored);
  const company = branding.company;
  const values = Array.isArray(company.values) ? company.values.join(', ') : company.values;
  const longLocale = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' }[lang];
  const rules = bookingRulesFrom(stored?.booking);
  const knowledge: ChatKnowledge = {
    lang,
    brandName: company.brandName,
    tagline: company.tagline,
    phone: branding.contact.phone,
    email: branding.contact.email,
    website: branding.contact.website || settings.website.url || settings.domain.url,
    address: formatAddress(branding.contact.address) ?? '',
    mapsUrl: branding.contact.googleMaps || branding.contact.maps,
    socials: enabledLinks(branding.socials),
    platforms: enabledLinks(branding.platforms),
    branches: company.branches
      .filter((branch) => branch.name)
      .map((branch) => ({ name: branch.name, url: branch.url })),
    schedule: branding.schedule,
    holidays: branding.holidays.filter((holiday) => holiday.date),
    timeZone,
    products: [...catalog.products, ...brandingItems(branding.products, lang), ...menus],
    services: [...catalog.services, ...brandingItems(branding.services, lang)],
    faq: branding.FAQ.filter((entry) => entry.question && entry.answer),
    events: events.map((event) => knownEvent(event, lang, longLocale, timeZone)),
    booking: {
      enabled: settings.faculties.booking,
      maxPartySize: rules.maxPartySize,
      maxDaysAhead: rules.maxDaysAhead,
      minNoticeMinutes: rules.minNoticeMinutes,
    },
    terms: company.terms,
    privacy: company.privacy,
    mission: company.mission,
    vision: company.vision,
    values,
    unknownResponse: branding.agentAI.unknownResponse || branding.agentAI.fallback,
    topics: Object.keys(settings.agentAI.indiceAI),
  };
  return { knowledge, branding, settings };
}
