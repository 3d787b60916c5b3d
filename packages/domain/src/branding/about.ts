// The about page's data from a branding document (GET /api/bss-effective's `branding`, already
// merged for the page's locale) and the tenant's settings, read defensively and without zod:
// the web's about page and the API's served about page read it the same way.
import { isTimeZone } from '../hours/clock.js';
import type { HolidayLike, ScheduleDayLike, WeekDay } from '../hours/open-state.js';
import { brandingText as text } from './terms.js';
import { WEEK_DAYS } from './week-days.js';

export type Branch = { name: string; url?: string };

/** How the guest reaches the restaurant: the footer's and the about page's contact. */
export type AboutContact = { address?: string; mapUrl?: string; phone?: string; email?: string };

export type About = {
  mission?: string;
  vision?: string;
  values: string[];
  schedule: ScheduleDayLike[];
  holidays: (HolidayLike & { name: string })[];
  branches: Branch[];
  timeZone: string;
};

/** The about page as shown: every text resolved, every day and time formatted. */
export interface AboutView {
  mission?: string;
  vision?: string;
  values: string[];
  branches: Branch[];
  contact: AboutContact;
  hours: {
    open: boolean;
    /** "Open now · closes at 9:00 PM", "Closed now · opens Monday at 9:00 AM"… */
    line: string;
    caption: string;
    days: { day: WeekDay; name: string; hours: string; today: boolean }[];
    holidays: { date: string; text: string }[];
  };
  labels: {
    mission: string;
    vision: string;
    values: string;
    branches: string;
    contact: string;
    hoursTitle: string;
    holidays: string;
    today: string;
    mapShow: string;
    mapNotice: string;
    mapOpen: string;
    /** The map frame's title, with the address in it. */
    mapTitle: string;
  };
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const httpUrl = (v: unknown): string | undefined => {
  const url = text(v);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const checkedZones = new Map<string, boolean>();
/**
 * The zone if Intl knows it, checked once per zone. A page that already has the zone checked
 * (the served about page's) passes it as `known`: the first date formatter of a page costs tens
 * of milliseconds on a phone, and this check would be it.
 */
const validZone = (zone: unknown, known?: string): string => {
  if (typeof zone !== 'string' || !zone) return DEFAULT_TIME_ZONE;
  if (zone === known) return zone;
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    valid = isTimeZone(zone);
    checkedZones.set(zone, valid);
  }
  return valid ? zone : DEFAULT_TIME_ZONE;
};

export function readAbout(branding: unknown, settings: unknown, knownZone?: string): About {
  const doc = isDict(branding) ? branding : {};
  const company = isDict(doc.company) ? doc.company : {};
  const values = Array.isArray(company.values)
    ? company.values.flatMap((v) => text(v) ?? [])
    : (text(company.values)
        ?.split(/\n|;/)
        .map((v) => v.trim())
        .filter(Boolean) ?? []);
  const schedule = (Array.isArray(doc.schedule) ? doc.schedule : []).flatMap((d: unknown) => {
    if (!isDict(d) || !WEEK_DAYS.includes(d.day as WeekDay)) return [];
    const open = typeof d.open === 'string' && TIME.test(d.open) ? d.open : '';
    const close = typeof d.close === 'string' && TIME.test(d.close) ? d.close : '';
    return [{ day: d.day as WeekDay, open, close, closed: d.closed === true || !open || !close }];
  });
  schedule.sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day));
  const holidays = (Array.isArray(doc.holidays) ? doc.holidays : []).flatMap((h: unknown) => {
    if (!isDict(h) || typeof h.date !== 'string' || !/^(\d{4}-)?\d{2}-\d{2}$/.test(h.date))
      return [];
    return [{ name: text(h.name) ?? '', date: h.date }];
  });
  const branches = (Array.isArray(company.branches) ? company.branches : []).flatMap(
    (b: unknown) => {
      const name = isDict(b) ? text(b.name) : undefined;
      if (!isDict(b) || !name) return [];
      const url = text(b.url);
      return [url && /^https?:\/\//i.test(url) ? { name, url } : { name }];
    },
  );
  return {
    mission: text(company.mission),
    vision: text(company.vision),
    values,
    schedule,
    holidays,
    branches,
    timeZone: validZone(isDict(settings) ? settings.timeZone : undefined, knownZone),
  };
}

/**
 * The address in the Canadian order, in every language: "412 King Street West, Suite 2,
 * Toronto, ON M5V 1K1, Canada" (number first, then the street; the unit after it), skipping
 * what is missing.
 */
export function formatAddress(address: unknown): string | undefined {
  if (typeof address === 'string') return text(address);
  if (!isDict(address)) return undefined;
  const line1 = [text(address.number), text(address.street)].filter(Boolean).join(' ');
  const stateZip = [text(address.state), text(address.zip)].filter(Boolean).join(' ');
  const parts = [
    line1,
    text(address.interior),
    text(address.city),
    stateZip,
    text(address.country),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * The address (one line) and a link to it on a map: the branding's own map link, else a Google
 * Maps search for the address.
 */
export function addressOf(branding: unknown): Pick<AboutContact, 'address' | 'mapUrl'> {
  const doc = isDict(branding) ? branding : {};
  const contact = isDict(doc.contact) ? doc.contact : {};
  const address = formatAddress(contact.address);
  const mapUrl =
    httpUrl(contact.googleMaps) ??
    httpUrl(contact.maps) ??
    (address
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
      : undefined);
  return { address, mapUrl };
}
