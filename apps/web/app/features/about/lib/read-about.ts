import type { HolidayLike, ScheduleDayLike, WeekDay } from '@bar/domain/hours/open-state';

// What the about page reads from the tenant's branding (already merged for the page's locale
// by the API) and settings. Read defensively and without zod: the page's chunk stays small.

export type Branch = { name: string; url?: string };
export type About = {
  mission?: string;
  vision?: string;
  values: string[];
  schedule: ScheduleDayLike[];
  holidays: (HolidayLike & { name: string })[];
  branches: Branch[];
  timeZone: string;
};

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;
const DAYS: readonly WeekDay[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const checkedZones = new Map<string, boolean>();
/** The zone if Intl knows it (checked once per zone: a formatter with a zone is costly). */
const validZone = (zone: unknown): string => {
  if (typeof zone !== 'string' || !zone) return DEFAULT_TIME_ZONE;
  let known = checkedZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    checkedZones.set(zone, known);
  }
  return known ? zone : DEFAULT_TIME_ZONE;
};

export function readAbout(branding: unknown, settings: unknown): About {
  const doc = isDict(branding) ? branding : {};
  const company = isDict(doc.company) ? doc.company : {};
  const values = Array.isArray(company.values)
    ? company.values.flatMap((v) => text(v) ?? [])
    : (text(company.values)
        ?.split(/\n|;/)
        .map((v) => v.trim())
        .filter(Boolean) ?? []);
  const schedule = (Array.isArray(doc.schedule) ? doc.schedule : []).flatMap((d: unknown) => {
    if (!isDict(d) || !DAYS.includes(d.day as WeekDay)) return [];
    const open = typeof d.open === 'string' && TIME.test(d.open) ? d.open : '';
    const close = typeof d.close === 'string' && TIME.test(d.close) ? d.close : '';
    return [{ day: d.day as WeekDay, open, close, closed: d.closed === true || !open || !close }];
  });
  schedule.sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day));
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
    timeZone: validZone(isDict(settings) ? settings.timeZone : undefined),
  };
}
