import { addDays, hoursOn, todayHours, weekDayOf, type WeekDay } from '@bar/domain/assistant/hours';
import type { ChatKnowledge, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { foldText } from '@bar/domain/assistant/question';
import { WEEK_DAYS } from '@bar/domain/branding/schedule';
import { isIsoDate, isTime, todayIn } from '@bar/domain/events/dates';
import { localizeEvent } from '@bar/domain/events/localized';
import { eventDateLine } from '@bar/i18n/event-date-line';
import { lastBookableDay, openingSlots, slotProblem } from '@bar/domain/reservations/slots';
import { listUpcoming } from '../../../repositories/events.js';
import { coversBetween, readBookingSetup } from '../../../repositories/reservations.js';
import type { DocumentStore } from '../../../stores/document-store.js';

/**
 * The functions the model may call (chat completions `tools`): each reads the tenant's live data
 * through the same store and domain rules the offline answerer and the reservation routes use.
 * The store is the request's (`request.docs`, scoped to the tenant), the knowledge is the one
 * read for this tenant: no tool can reach another tenant's data.
 */
export interface ToolContext {
  docs: DocumentStore;
  knowledge: ChatKnowledge;
  lang: ChatLanguage;
  now: Date;
}

/** A tool's JSON result, or a thrown error (the turn then falls back to the offline answer). */
export interface ModelTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>, ctx: ToolContext): unknown;
}

/** A tool's arguments were unusable: the turn falls back to the offline answer. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

const LONG_LOCALE: Record<ChatLanguage, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' };
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const words = (text: string) => foldText(text).trim().split(' ').filter(Boolean);

/** Whether a text holds every word of the query (accents and case ignored). */
const matches = (haystack: string, query: string) => {
  const folded = foldText(haystack);
  return words(query).every((word) => folded.includes(` ${word}`));
};

const isWeekDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);

/** today, tomorrow, a week day (its next date, today included) or YYYY-MM-DD → a date. */
function dateOf(day: string, ctx: ToolContext): string {
  const today = todayIn(ctx.knowledge.timeZone, ctx.now);
  const asked = day.toLowerCase();
  if (!asked || asked === 'today') return today;
  if (asked === 'tomorrow') return addDays(today, 1);
  if (isWeekDay(asked)) {
    let date = today;
    while (weekDayOf(date) !== asked) date = addDays(date, 1);
    return date;
  }
  if (isIsoDate(day)) return day;
  throw new ToolError('invalid day');
}

const DAY_PARAM = {
  type: 'string',
  description:
    'today, tomorrow, a week day in English (monday … sunday: its next date, today included) or a date YYYY-MM-DD',
};

const hoursTool: ModelTool = {
  name: 'get_opening_hours',
  description:
    'Opening hours of one calendar day in the restaurant’s time zone (holidays and closed days included), and whether it is open right now when the day is today.',
  parameters: {
    type: 'object',
    properties: { day: DAY_PARAM },
    required: ['day'],
    additionalProperties: false,
  },
  run(args, ctx) {
    const k = ctx.knowledge;
    const date = dateOf(str(args.day), ctx);
    const today = todayHours(k.schedule, ctx.now, k.timeZone, k.holidays);
    const day = date === today.date ? today : hoursOn(k.schedule, k.holidays, date);
    return {
      date,
      weekDay: day.day,
      timeZone: k.timeZone,
      closed: day.hours === null,
      ...(day.hours ? { opens: day.hours.open, closes: day.hours.close } : {}),
      ...(day.holiday ? { holiday: day.holiday } : {}),
      ...(date === today.date ? { localTimeNow: today.time, openNow: today.open } : {}),
    };
  },
};

const eventsTool: ModelTool = {
  name: 'find_events',
  description:
    'Upcoming published events (today on), filtered by words of their name, by kind (words of their title, artist or description, e.g. karaoke, mariachi, live music) and/or by date YYYY-MM-DD. No filter: the next events.',
  parameters: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      kind: { type: 'string' },
      date: { type: 'string', description: 'YYYY-MM-DD' },
    },
    additionalProperties: false,
  },
  async run(args, ctx) {
    const { timeZone } = ctx.knowledge;
    const date = str(args.date);
    if (date && !isIsoDate(date)) throw new ToolError('invalid date');
    const events = await listUpcoming(
      ctx.docs,
      { today: todayIn(timeZone, ctx.now), timeZone, limit: 50 },
      // A failed indexed read already falls back to the whole collection.
      () => undefined,
    );
    const all = (['es', 'en', 'fr'] as const).filter((lang) => lang !== ctx.lang);
    const found = events
      .map((event) => ({ event, shown: localizeEvent(event, ctx.lang) }))
      .filter(({ event, shown }) => {
        const titles = [shown.title, ...all.map((lang) => localizeEvent(event, lang).title)];
        if (str(args.name) && !titles.some((title) => matches(title, str(args.name)))) return false;
        const about = [...titles, event.artist, shown.description].join(' ');
        if (str(args.kind) && !matches(about, str(args.kind))) return false;
        return !date || event.date === date || (event.date <= date && date <= event.endDate);
      })
      .slice(0, 8);
    return {
      events: found.map(({ event, shown }) => ({
        title: shown.title,
        date: event.date,
        ...(event.endDate ? { endDate: event.endDate } : {}),
        startTime: event.startTime,
        when: eventDateLine(event, LONG_LOCALE[ctx.lang], timeZone),
        location: shown.location,
        ...(event.artist ? { artist: event.artist } : {}),
      })),
    };
  },
};

const itemOut = (item: PricedItem) => ({
  name: item.name,
  ...(item.description ? { description: item.description } : {}),
  price: item.price,
  ...(item.category ? { category: item.category } : {}),
  ...(item.subcategory ? { section: item.subcategory } : {}),
});

const menuTool: ModelTool = {
  name: 'search_menu',
  description:
    'Dishes, drinks and services with their prices, searched by words of their name, description or section. No query: the first items.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' } },
    additionalProperties: false,
  },
  run(args, ctx) {
    const query = str(args.query);
    const items = [...ctx.knowledge.products, ...ctx.knowledge.services];
    const found = query
      ? items.filter((item) =>
          matches([item.name, item.description, item.category, item.subcategory].join(' '), query),
        )
      : items;
    return { items: found.slice(0, 15).map(itemOut), total: found.length };
  },
};

const faqTool: ModelTool = {
  name: 'search_faq',
  description:
    'The restaurant’s frequently asked questions with their answers, searched by any word of the question. No query: all of them.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' } },
    additionalProperties: false,
  },
  run(args, ctx) {
    const asked = words(str(args.query)).filter((word) => word.length > 2);
    const faq = ctx.knowledge.faq;
    const found = asked.length
      ? faq.filter((entry) =>
          asked.some((word) => foldText(`${entry.question} ${entry.answer}`).includes(` ${word}`)),
        )
      : faq;
    return { faq: found.slice(0, 10) };
  },
};

const contactTool: ModelTool = {
  name: 'get_contact',
  description: 'The restaurant’s name, phone, e-mail, address, map link, website and social links.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  run(_args, { knowledge: k }) {
    return {
      name: k.brandName,
      phone: k.phone,
      email: k.email,
      address: k.address,
      map: k.mapsUrl,
      website: k.website,
      socials: k.socials,
      deliveryPlatforms: k.platforms,
    };
  },
};

const bookingRulesTool: ModelTool = {
  name: 'get_booking_rules',
  description:
    'Whether online reservations are taken, the largest party taken online, how many days ahead, the minimum notice, and the phone or e-mail for bigger groups.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  run(_args, { knowledge: k }) {
    return {
      onlineBooking: k.booking.enabled,
      maxPartySize: k.booking.maxPartySize,
      maxDaysAhead: k.booking.maxDaysAhead,
      minNoticeMinutes: k.booking.minNoticeMinutes,
      biggerGroupsCall: k.phone || null,
      biggerGroupsEmail: k.email || null,
    };
  },
};

/**
 * The reservation routes' own rules (domain reservations/slots: open hours, slot grid, notice,
 * horizon; repositories/reservations: covers held) for one day, and one time when given.
 */
const availabilityTool: ModelTool = {
  name: 'check_availability',
  description:
    'Which reservation times are free on a day (and whether one time is), for a party size. Does not book.',
  parameters: {
    type: 'object',
    properties: {
      day: DAY_PARAM,
      time: { type: 'string', description: 'HH:MM, 24 h' },
      party: { type: 'integer', minimum: 1 },
    },
    required: ['day'],
    additionalProperties: false,
  },
  async run(args, ctx) {
    const date = dateOf(str(args.day), ctx);
    const time = str(args.time);
    if (time && !isTime(time)) throw new ToolError('invalid time');
    const party = args.party === undefined ? 1 : Number(args.party);
    if (!Number.isInteger(party) || party < 1) throw new ToolError('invalid party');
    const { rules, ctx: slots } = await readBookingSetup(ctx.docs, ctx.now);
    const base = { date, weekDay: weekDayOf(date), onlineBooking: ctx.knowledge.booking.enabled };
    if (party > rules.maxPartySize)
      return { ...base, party, tooBigForOnline: true, maxPartySize: rules.maxPartySize };
    const covers = await coversBetween(ctx.docs, date, date);
    const hasRoom = (at: string) =>
      (covers.get(`${date} ${at}`) ?? 0) + party <= rules.capacityPerSlot;
    const opening = openingSlots(date, slots.schedule, slots.holidays, rules);
    const free = opening.filter((at) => slotProblem(date, at, slots) === null && hasRoom(at));
    const asked = time
      ? {
          time,
          available: slotProblem(date, time, slots) === null && hasRoom(time),
          problem: slotProblem(date, time, slots) ?? (hasRoom(time) ? null : 'full'),
        }
      : {};
    return {
      ...base,
      party,
      closed: opening.length === 0,
      lastBookableDay: lastBookableDay(slots),
      freeTimes: free,
      ...asked,
    };
  },
};

/** The read-only tools every model turn gets. */
export const READ_TOOLS: readonly ModelTool[] = [
  hoursTool,
  eventsTool,
  menuTool,
  faqTool,
  contactTool,
  bookingRulesTool,
  availabilityTool,
];

/**
 * The tools of a turn: the read-only ones, then any `extra` (the seam for a tool that acts, such
 * as making a reservation from the chat: add it here, the loop in model-answerer runs it alike).
 */
export const modelTools = (extra: readonly ModelTool[] = []): ModelTool[] => [
  ...READ_TOOLS,
  ...extra,
];

/** Runs one call of the model: unknown tool or unreadable arguments throw a ToolError. */
export async function runTool(
  tools: readonly ModelTool[],
  name: string,
  rawArguments: string,
  ctx: ToolContext,
): Promise<string> {
  const tool = tools.find((entry) => entry.name === name);
  if (!tool) throw new ToolError(`unknown tool ${name}`);
  let args: unknown;
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    throw new ToolError('unreadable arguments');
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw new ToolError('unreadable arguments');
  return JSON.stringify(await tool.run(args as Record<string, unknown>, ctx));
}
