import type { ScheduleDay } from '../branding/schedule.js';
import type { ChatLanguage } from './language.js';

export interface NamedLink {
  name: string;
  url: string;
}

export interface PricedItem {
  name: string;
  description: string;
  price: number | string | null;
  category?: string;
  /** The menu section in the guest's language ("Postres", "Desserts"), when the item has one. */
  subcategory?: string;
}

export interface KnownEvent {
  /** The title in the answer's language (the Spanish one when the event has none in it). */
  title: string;
  /** The event's titles in its other languages: a question may name it by any of them. */
  otherTitles?: string[];
  /** The event's date line in the answer's language ("sáb 28 nov · 21:00"). */
  dateLine: string;
  date: string;
  startTime: string;
  location: string;
}

/** The reservation rules the assistant states (settings `booking`), and whether booking is on. */
export interface KnownBooking {
  enabled: boolean;
  maxPartySize: number;
  maxDaysAhead: number;
  minNoticeMinutes: number;
}

/**
 * What the assistant knows about a tenant in one language, read live from its data at the moment
 * it answers (branding, settings, events, menus, the agent's catalogue).
 */
export interface ChatKnowledge {
  /** The language every text below is in (the guest's). */
  lang: ChatLanguage;
  brandName: string;
  tagline: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  mapsUrl: string;
  socials: NamedLink[];
  platforms: NamedLink[];
  branches: NamedLink[];
  schedule: ScheduleDay[];
  holidays: { name: string; date: string }[];
  timeZone: string;
  products: PricedItem[];
  services: PricedItem[];
  faq: { question: string; answer: string }[];
  /** Published events from today on, soonest first. */
  events: KnownEvent[];
  booking: KnownBooking;
  terms: string;
  privacy: string;
  mission: string;
  vision: string;
  values: string;
  /** branding agentAI texts (the tenant's words win over the product's). */
  unknownResponse: string;
  /** Topics the tenant's indiceAI lists; a topic missing there is not answered. */
  topics: readonly string[];
}
