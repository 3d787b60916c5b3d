import { hoursOn, todayHours } from '@bar/domain/assistant/hours';
import type { ChatKnowledge, KnownEvent, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import { foldText, type QuestionReading } from '@bar/domain/assistant/question';
import { serverText } from '../../../lib/texts/catalogue.js';
import { capitalise, dayName, itemLine, LIST_LIMIT, say } from './compose.js';

// The answers to a question of a known kind about a known subject: the fact asked first, in one
// or two sentences, in the guest's language.

const LONG_LOCALE: Record<ChatLanguage, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' };
const dayMonthFormats = new Map<ChatLanguage, Intl.DateTimeFormat>();

/** A calendar day as guests read it: "1 de julio", "July 1", "1 juillet". */
export function dayMonth(date: string, lang: ChatLanguage): string {
  let format = dayMonthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LONG_LOCALE[lang], {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayMonthFormats.set(lang, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** A holiday's day (YYYY-MM-DD, or MM-DD every year) as guests read it. */
const holidayDay = (date: string, lang: ChatLanguage) =>
  dayMonth(date.length === 5 ? `2001-${date}` : date, lang);

const daysOn = (day: string, lang: ChatLanguage) =>
  serverText(`chat.daysOn.${day}` as 'chat.daysOn.monday', lang);

/** "Open now?": the about page's rule (hours/open-state), and when it opens next if closed. */
export function nowAnswer(k: ChatKnowledge, lang: ChatLanguage, now: Date): string {
  const { state } = todayHours(k.schedule, now, k.timeZone, k.holidays);
  if (state.open) return say('openNowUntil', lang, { close: state.closesAt });
  if (!state.opensAt) return say('closedNow', lang);
  return state.opensAt.today
    ? say('closedNowOpensToday', lang, { time: state.opensAt.time })
    : say('closedNowOpensOn', lang, {
        day: dayName(state.opensAt.day, lang),
        time: state.opensAt.time,
      });
}

/**
 * The hours of the day asked: today, tomorrow or a date (that calendar day, holidays closed),
 * or a weekday ("¿abren los domingos?": the week's schedule for it).
 */
export function dayAnswer(
  k: ChatKnowledge,
  lang: ChatLanguage,
  reading: Pick<QuestionReading, 'date' | 'dateBy'>,
): string {
  const date = reading.date!;
  const hours = hoursOn(k.schedule, reading.dateBy === 'weekday' ? [] : k.holidays, date);
  const day = dayName(hours.day, lang);
  const when =
    reading.dateBy === 'today'
      ? say('whenToday', lang, { day })
      : reading.dateBy === 'tomorrow'
        ? say('whenTomorrow', lang, { day })
        : reading.dateBy === 'weekday'
          ? capitalise(daysOn(hours.day, lang))
          : say('whenDate', lang, { date: dayMonth(date, lang), day });
  if (hours.holiday) return say('dayHoliday', lang, { when, holiday: hours.holiday });
  if (!hours.hours) return say('dayClosed', lang, { when });
  return say('dayOpen', lang, { when, ...hours.hours });
}

/** The holidays as a list: "Canada Day (1 de julio)". */
const holidayList = (k: ChatKnowledge, lang: ChatLanguage) =>
  k.holidays.map((holiday) => `${holiday.name} (${holidayDay(holiday.date, lang)})`).join(', ');

/** Which days it is closed: the week's closed days, then the holidays. */
export function closedDaysAnswer(k: ChatKnowledge, lang: ChatLanguage): string {
  const closed = k.schedule.filter((entry) => entry.closed || !entry.open || !entry.close);
  const first = closed.length
    ? say('closedDays', lang, { list: closed.map((entry) => daysOn(entry.day, lang)).join(', ') })
    : say('openEveryDay', lang);
  return k.holidays.length
    ? `${first} ${say('holidaysClosed', lang, { list: holidayList(k, lang) })}`
    : first;
}

/** A holiday named or asked about: closed that day, and which day it is. */
export function holidayAnswer(
  k: ChatKnowledge,
  lang: ChatLanguage,
  holiday: { name: string; date: string } | null,
): string {
  if (holiday)
    return say('dayHoliday', lang, {
      when: say('whenDate', lang, {
        date: holidayDay(holiday.date, lang),
        day: holiday.name,
      }).replace(/ \(.*\)$/, ''),
      holiday: holiday.name,
    });
  return k.holidays.length
    ? say('holidays', lang, { list: holidayList(k, lang) })
    : say('notAvailable', lang);
}

/** One event: its title, its date line (day and time) and place. */
export function eventLine(event: KnownEvent, lang: ChatLanguage): string {
  return event.location
    ? say('eventOne', lang, { title: event.title, when: event.dateLine, place: event.location })
    : say('eventOneNoPlace', lang, { title: event.title, when: event.dateLine });
}

/** The events named, soonest first (one line each). */
export const eventsAnswer = (events: KnownEvent[], lang: ChatLanguage): string =>
  events
    .slice(0, LIST_LIMIT)
    .map((event) => eventLine(event, lang))
    .join(' ');

/** The upcoming events, soonest first. */
export function upcomingAnswer(k: ChatKnowledge, lang: ChatLanguage): string {
  if (!k.events.length) return say('noEvents', lang);
  const list = k.events
    .slice(0, 5)
    .map((event) => [event.title, event.dateLine, event.location].filter(Boolean).join(' — '))
    .join('; ');
  return say('events', lang, { list });
}

/** The events on a day (or on the next such weekday): what is on, or that nothing is. */
export function eventsOnAnswer(
  k: ChatKnowledge,
  lang: ChatLanguage,
  reading: Pick<QuestionReading, 'date'>,
): string {
  const date = reading.date!;
  const on = k.events.filter((event) => event.date === date);
  const named = `${dayName(hoursOn(k.schedule, [], date).day, lang)} ${dayMonth(date, lang)}`;
  if (!on.length) return say('noEventsOn', lang, { date: named });
  return say('eventsOn', lang, {
    date: named,
    list: on.map((event) => `${event.title} (${event.dateLine})`).join('; '),
  });
}

/** A dish, drink or service: its price, then what it is. */
export function itemAnswer(item: PricedItem, lang: ChatLanguage): string {
  const line = itemLine(item, lang);
  return item.description ? `${line}. ${item.description}.` : `${line}.`;
}

/** A menu section: its items with their prices. */
export const sectionAnswer = (
  section: { name: string; items: PricedItem[] },
  lang: ChatLanguage,
): string =>
  say('section', lang, {
    section: section.name,
    list: section.items
      .slice(0, LIST_LIMIT)
      .map((item) => itemLine(item, lang))
      .join('; '),
  });

/** The menu's items marked for a diet (their name or description says it). */
export function dietItems(k: ChatKnowledge, marks: RegExp): PricedItem[] {
  return k.products.filter((item) => marks.test(foldText(`${item.name} ${item.description}`)));
}

export const dietItemsAnswer = (items: PricedItem[], lang: ChatLanguage): string =>
  say('dietItems', lang, {
    list: items
      .slice(0, LIST_LIMIT)
      .map((item) => itemLine(item, lang))
      .join('; '),
  });

const notice = (minutes: number, lang: ChatLanguage) =>
  minutes % 60 === 0
    ? say('noticeHours', lang, { count: minutes / 60 })
    : say('noticeMinutes', lang, { count: minutes });

/**
 * The booking rules (settings `booking`): the largest party taken online, how far ahead, and
 * for a bigger group the phone (or the e-mail when there is no phone).
 */
export function bookingAnswer(
  k: ChatKnowledge,
  lang: ChatLanguage,
  reading: Pick<QuestionReading, 'party' | 'asks'>,
): string {
  const rules = k.booking;
  const values = {
    max: rules.maxPartySize,
    days: rules.maxDaysAhead,
    notice: notice(rules.minNoticeMinutes, lang),
    phone: k.phone,
    email: k.email,
  };
  if (!rules.enabled) return k.phone ? say('bookingOff', lang, values) : say('notAvailable', lang);
  const party = reading.party;
  if (party !== null && party > rules.maxPartySize) {
    if (k.phone) return say('bookingBigGroup', lang, { ...values, party });
    if (k.email) return say('bookingBigGroupMail', lang, { ...values, party });
  }
  if (party !== null && party >= 1 && party <= rules.maxPartySize)
    return `${say('bookingParty', lang, { ...values, party })} ${say('bookingAhead', lang, values)}`;
  if (reading.asks.has('ahead')) return say('bookingAhead', lang, values);
  return say('bookingRules', lang, values);
}
