import type { ScheduleDay } from '../branding/schedule.js';

export interface NamedLink {
  name: string;
  url: string;
}

export interface PricedItem {
  name: string;
  description: string;
  price: number | string | null;
  category?: string;
}

export interface KnownEvent {
  title: string;
  /** The event's date line in the answer's language ("sáb 28 nov · 21:00"). */
  dateLine: string;
  date: string;
  location: string;
}

/**
 * What the assistant knows about a tenant in one language, read live from its data at the moment
 * it answers (branding, settings, events, menus, the agent's catalogue).
 */
export interface ChatKnowledge {
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
  events: KnownEvent[];
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
