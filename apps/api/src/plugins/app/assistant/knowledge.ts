import type { ChatKnowledge, NamedLink, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { Branding } from '@bar/domain/branding/schema';
import { todayIn } from '@bar/domain/events/dates';
import type { Settings } from '@bar/domain/settings/schema';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { readEffectiveBranding } from '../../../repositories/branding.js';
import { listUpcoming, tenantTimeZone } from '../../../repositories/events.js';
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

const MENU_IDS = ['food', 'liquor', 'cocktail', 'michelada'] as const;
const CATALOG_LIMIT = 200;

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

/** The agent's catalogue (ai_agents/{agentId}/catalog_products|catalog_services), active items. */
async function catalogItems(
  docs: DocumentStore,
  agentId: string,
  kind: 'products' | 'services',
  lang: ChatLanguage,
): Promise<PricedItem[]> {
  const snapshots = await docs.query(`ai_agents/${agentId}/catalog_${kind}`, {
    limit: CATALOG_LIMIT,
  });
  return snapshots
    .map((snapshot) => snapshot.data)
    .filter((data) => data.active !== false)
    .map((data) => ({
      name: textIn(data.name, lang).trim(),
      description: textIn(data.description, lang),
      price: priceOf(data.price),
    }))
    .filter((item) => item.name);
}

const brandingItems = (items: Branding['products'] | Branding['services'], lang: ChatLanguage) =>
  items
    .map((item) => ({
      name: textIn(item.name, lang),
      description: textIn(item.description, lang),
      price: priceOf(item.price),
    }))
    .filter((item) => item.name);

function formatAddress(branding: Branding): string {
  const a = branding.contact.address;
  const street = [a.number, a.street].filter(Boolean).join(' ');
  return [street, a.interior, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ');
}

/**
 * Reads the tenant's data for one answer, in the guest's language: the effective branding for
 * that language, the settings (indiceAI, time zone), the next events, the menus and the agent's
 * catalogue. Nothing is cached longer than the request: an edit in the back office is in the
 * next answer.
 */
export async function readTenantChatData(
  docs: DocumentStore,
  lang: ChatLanguage,
  agentId: string,
  now: Date,
  warn: (err: unknown) => void,
): Promise<TenantChatData> {
  const timeZone = await tenantTimeZone(docs);
  const [{ branding }, { settings }, events, menus, catalogProducts, catalogServices] =
    await Promise.all([
      readEffectiveBranding(docs, lang),
      readEffectiveSettings(docs),
      listUpcoming(docs, { today: todayIn(timeZone, now), timeZone, limit: 5 }, warn),
      menuItems(docs, lang),
      catalogItems(docs, agentId, 'products', lang),
      catalogItems(docs, agentId, 'services', lang),
    ]);
  const company = branding.company;
  const values = Array.isArray(company.values) ? company.values.join(', ') : company.values;
  const longLocale = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' }[lang];
  const knowledge: ChatKnowledge = {
    brandName: company.brandName,
    tagline: company.tagline,
    phone: branding.contact.phone,
    email: branding.contact.email,
    website: branding.contact.website || settings.website.url || settings.domain.url,
    address: formatAddress(branding),
    mapsUrl: branding.contact.googleMaps || branding.contact.maps,
    socials: enabledLinks(branding.socials),
    platforms: enabledLinks(branding.platforms),
    branches: company.branches
      .filter((branch) => branch.name)
      .map((branch) => ({ name: branch.name, url: branch.url })),
    schedule: branding.schedule,
    holidays: branding.holidays.filter((holiday) => holiday.date),
    timeZone,
    products: [...catalogProducts, ...brandingItems(branding.products, lang), ...menus],
    services: [...catalogServices, ...brandingItems(branding.services, lang)],
    faq: branding.FAQ.filter((entry) => entry.question && entry.answer),
    events: events.map((event) => ({
      title: event.title,
      date: event.date,
      dateLine: eventDateLine(event, longLocale, timeZone),
      location: event.location,
    })),
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
