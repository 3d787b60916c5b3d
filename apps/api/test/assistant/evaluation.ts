import { localizeEvent } from '@bar/domain/events/localized';
import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { ScheduleDay } from '@bar/domain/branding/schedule';
import { localizedItem } from '@bar/domain/catalog/rules';
import { timeZoneOrDefault } from '@bar/domain/events/dates';
import {
  addDays,
  localDay,
  openState,
  weekDayOf,
  type WeekDay,
} from '@bar/domain/hours/open-state';
import { bookingRulesFrom } from '@bar/domain/reservations/booking-rules';
import type { FastifyInstance } from 'fastify';
import { readEffectiveBranding } from '../../src/repositories/branding.js';
import { readActiveCatalog } from '../../src/repositories/catalog.js';
import { readEffectiveSettings } from '../../src/repositories/settings.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';

/**
 * The assistant's evaluation: guest questions in es, en and fr over both demo tenants, asked
 * through the real route (POST /api/ai-chat on the real app and SQLite store, the demo seed).
 * The questions are templates filled from the tenant's data (a day, an event's title, a dish's
 * name); what a right answer must say, and must not say, is read from the seeded data when the
 * case is built: the day's hours from the schedule, the event's date, the dish's price, the
 * booking rules, "open now" from the about page's rule (hours/open-state). A wrong hour, date or
 * price, "open now" when not asked (or when closed), or another tenant's fact is a wrong fact.
 * Used by the API test (≥ 95 % per language, no wrong fact) and by `pnpm bench ai`.
 */

export type EvalKind =
  | 'hours-day'
  | 'hours-week'
  | 'open-now'
  | 'closed-days'
  | 'holiday'
  | 'event'
  | 'menu'
  | 'price'
  | 'dietary'
  | 'faq'
  | 'booking'
  | 'delivery'
  | 'contact'
  | 'unknown';

type Tenant = 'default' | 'restaurant';

export interface Check {
  label: string;
  test: (reply: string) => boolean;
  /** A wrong hour, date, price, "open now" or another tenant's fact (never allowed). */
  wrong?: boolean;
}

export interface EvalCase {
  tenant: Tenant;
  lang: ChatLanguage;
  kind: EvalKind;
  question: string;
  /** When the question is asked (the route's clock). */
  at: Date;
  must: Check[];
  mustNot: Check[];
}

export interface EvalOutcome {
  tenant: Tenant;
  lang: ChatLanguage;
  kind: EvalKind;
  question: string;
  pass: boolean;
  wrongFact: boolean;
  missing: string[];
  said: string[];
  reply: string;
  locale: string;
  topic: string;
  ms: number;
}

/** A Monday at noon in Toronto; the demo events are seeded around that day. */
export const EVAL_NOW = new Date('2026-11-23T17:00:00Z');
/** The small hours of the next Saturday (01:00 in Toronto): the overnight hours still run. */
export const LATE_NOW = new Date('2026-11-28T06:00:00Z');

const HOSTS: Record<Tenant, string> = { default: 'localhost:3000', restaurant: 'localhost:3002' };
const LONG_LOCALE: Record<ChatLanguage, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' };

/** Folded as people compare: lower case, no accents, punctuation as spaces. */
const fold = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}:$@./-]+/gu, ' ')} `;

const says = (label: string, text: string, wrong = false): Check => ({
  label,
  test: (reply) => fold(reply).includes(fold(text).trim()),
  wrong,
});
const matches = (label: string, pattern: RegExp, wrong = false): Check => ({
  label,
  test: (reply) => pattern.test(fold(reply)),
  wrong,
});

// Words of each language the checks read (how guests and answers say "closed", a day...).
const DAY: Record<ChatLanguage, Record<WeekDay, string>> = {
  es: {
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
    sunday: 'domingo',
  },
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  fr: {
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
    sunday: 'dimanche',
  },
};
const DAYS_PLURAL_ES: Record<WeekDay, string> = {
  ...DAY.es,
  saturday: 'sábados',
  sunday: 'domingos',
};
const CLOSED: Record<ChatLanguage, RegExp> = {
  es: / cerrad/,
  en: / closed\b/,
  fr: / ferme/,
};
/** "Open now" in an answer: only right when asked about now and the place is open. */
const OPEN_NOW: Record<ChatLanguage, RegExp> = {
  es: / abiert[oa]s? (?:ahora|en este momento)| ahora (?:mismo )?(?:estamos )?abiert/,
  en: / open (?:right )?now| open at the moment| we are open right/,
  fr: / ouverts? (?:en ce moment|maintenant)/,
};
const TIME = /\b\d{1,2}:\d{2}\b/g;
const PRICE = /\d+[.,]\d{2}\b/g;

const timesIn = (reply: string) => [...reply.matchAll(TIME)].map((m) => m[0].padStart(5, '0'));
const pricesIn = (reply: string) => [...reply.matchAll(PRICE)].map((m) => m[0].replace(',', '.'));

/** Every clock time the answer says is one of these (a wrong hour otherwise). */
const onlyTimes = (allowed: string[]): Check => ({
  label: `a time other than ${allowed.join(', ') || 'none'}`,
  test: (reply) => timesIn(reply).some((time) => !allowed.includes(time)),
  wrong: true,
});
/** Every price the answer says is this one (a wrong price otherwise). */
const onlyPrices = (allowed: number[]): Check => ({
  label: `a price other than ${allowed.join(', ') || 'none'}`,
  test: (reply) =>
    pricesIn(reply).some((price) => !allowed.map((p) => p.toFixed(2)).includes(price)),
  wrong: true,
});
const priceText = (price: number, lang: ChatLanguage) =>
  lang === 'fr' ? price.toFixed(2).replace('.', ',') : price.toFixed(2);

const dayMonth = (date: string, lang: ChatLanguage) =>
  new Intl.DateTimeFormat(LONG_LOCALE[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .toLowerCase();

interface Item {
  name: string;
  description: string;
  price: number | null;
  subcategory: string;
  kind: 'products' | 'services';
}

interface TenantFacts {
  tenant: Tenant;
  lang: ChatLanguage;
  today: string;
  timeZone: string;
  schedule: ScheduleDay[];
  holidays: { name: string; date: string }[];
  faq: { question: string; answer: string }[];
  phone: string;
  email: string;
  street: string;
  instagram: string;
  platforms: { name: string; url: string }[];
  unknown: string;
  booking: { max: number; daysAhead: number; noticeMinutes: number };
  upcoming: { title: string; date: string }[];
  /** Drafts and past events: what the assistant must not date. */
  hidden: { title: string; date: string }[];
  items: Item[];
}

/** The tenant's data in one language, read from the store as the seed left it. */
async function readFacts(
  app: FastifyInstance,
  tenant: Tenant,
  lang: ChatLanguage,
  now: Date,
): Promise<TenantFacts> {
  const docs = app.documents.forTenant(tenant);
  const [{ branding }, { stored }, events, catalog] = await Promise.all([
    readEffectiveBranding(docs, lang),
    readEffectiveSettings(docs),
    docs.query('events'),
    readActiveCatalog(docs, DEFAULT_AGENT_ID),
  ]);
  const timeZone = timeZoneOrDefault(typeof stored?.timeZone === 'string' ? stored.timeZone : null);
  const today = localDay(timeZone, now.getTime()).date;
  const rules = bookingRulesFrom(stored?.booking);
  // Each event by its title in the asked language (the Spanish one where it has none).
  const all = events.map((event) => ({
    title: localizeEvent(
      {
        title: String(event.data.title),
        localized: event.data.localized as Parameters<typeof localizeEvent>[0]['localized'],
      },
      lang,
    ).title,
    date: String(event.data.date),
    status: String(event.data.status),
  }));
  const item = (kind: Item['kind']) => (entry: (typeof catalog.products)[number]) => {
    const text = localizedItem(entry, lang);
    return { ...text, price: entry.price, kind };
  };
  return {
    tenant,
    lang,
    today,
    timeZone,
    schedule: branding.schedule,
    holidays: branding.holidays.filter((holiday) => holiday.date),
    faq: branding.FAQ,
    phone: branding.contact.phone,
    email: branding.contact.email,
    street: branding.contact.address.street,
    instagram: branding.socials.find((social) => social.name === 'instagram')?.url ?? '',
    platforms: branding.platforms.filter((platform) => platform.enabled !== false),
    unknown: branding.agentAI.unknownResponse,
    booking: {
      max: rules.maxPartySize,
      daysAhead: rules.maxDaysAhead,
      noticeMinutes: rules.minNoticeMinutes,
    },
    upcoming: all
      .filter((event) => event.status === 'published' && event.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date)),
    hidden: all.filter((event) => event.status !== 'published' || event.date < today),
    items: [...catalog.products.map(item('products')), ...catalog.services.map(item('services'))],
  };
}

const entryOf = (f: TenantFacts, day: WeekDay) => {
  const entry = f.schedule.find((candidate) => candidate.day === day);
  return entry && !entry.closed && entry.open && entry.close ? entry : null;
};
const holidayOn = (f: TenantFacts, date: string) =>
  f.holidays.find((holiday) => holiday.date === date || holiday.date === date.slice(5)) ?? null;

/** What an answer about one day says: its hours, or that it is closed; never "open now". */
function dayChecks(f: TenantFacts, date: string | null, day: WeekDay) {
  const holiday = date ? holidayOn(f, date) : null;
  const entry = holiday ? null : entryOf(f, day);
  const must = entry
    ? [says('opening time', entry.open), says('closing time', entry.close)]
    : [matches('closed', CLOSED[f.lang])];
  if (holiday) must.push(says('the holiday', holiday.name));
  return {
    must,
    mustNot: [
      onlyTimes(entry ? [entry.open, entry.close] : []),
      matches('"open now"', OPEN_NOW[f.lang], true),
    ],
  };
}

const unknownChecks = (f: TenantFacts) => ({
  must: [says("the tenant's unknown answer", f.unknown)],
  mustNot: [onlyTimes([]), onlyPrices([]), says('the phone', f.phone, true)],
});

/** The other tenant's name, phone and street never appear. */
const otherTenant = (f: TenantFacts, other: TenantFacts): Check[] => [
  says("the other tenant's phone", other.phone, true),
  says("the other tenant's street", other.street, true),
];

type Q = Record<ChatLanguage, string>;

/** The questions of one tenant in one language, with what their answers must (not) say. */
function casesFor(f: TenantFacts, other: TenantFacts, now: Date, late: Date | null): EvalCase[] {
  const { lang } = f;
  const cases: EvalCase[] = [];
  const add = (
    kind: EvalKind,
    question: Q | string,
    checks: { must: Check[]; mustNot: Check[] },
    at = now,
  ) =>
    cases.push({
      tenant: f.tenant,
      lang,
      kind,
      question: typeof question === 'string' ? question : question[lang],
      at,
      must: checks.must,
      mustNot: [...checks.mustNot, ...otherTenant(f, other)],
    });
  const d = DAY[lang];

  // A weekday: its weekly hours.
  for (const day of ['sunday', 'monday', 'friday', 'saturday'] as const) {
    add(
      'hours-day',
      {
        es: `¿Abren los ${DAYS_PLURAL_ES[day]}?`,
        en: `Are you open on ${d[day]}s?`,
        fr: `Êtes-vous ouverts le ${d[day]} ?`,
      },
      dayChecks(f, null, day),
    );
  }
  add(
    'hours-day',
    {
      es: `¿A qué hora cierran el ${d.thursday}?`,
      en: `What time do you close on ${d.thursday}?`,
      fr: `À quelle heure fermez-vous le ${d.thursday} ?`,
    },
    dayChecks(f, null, 'thursday'),
  );
  add(
    'hours-day',
    {
      es: '¿Qué horario tienen los sábados?',
      en: 'What are your Saturday hours?',
      fr: 'Quel est votre horaire du samedi ?',
    },
    dayChecks(f, null, 'saturday'),
  );
  add(
    'hours-day',
    {
      es: '¿Hasta qué hora abren el viernes?',
      en: 'How late are you open on Friday?',
      fr: 'Jusqu’à quelle heure êtes-vous ouverts le vendredi ?',
    },
    dayChecks(f, null, 'friday'),
  );
  const today = f.today;
  add(
    'hours-day',
    {
      es: '¿A qué hora abren hoy?',
      en: 'What are your hours today?',
      fr: 'Quelles sont vos heures aujourd’hui ?',
    },
    dayChecks(f, today, weekDayOf(today)),
  );
  const tomorrow = addDays(today, 1);
  add(
    'hours-day',
    { es: '¿Abren mañana?', en: 'Are you open tomorrow?', fr: 'Êtes-vous ouverts demain ?' },
    dayChecks(f, tomorrow, weekDayOf(tomorrow)),
  );
  // A calendar day that is no holiday: the hours of its weekday.
  const christmasEve = `${today.slice(0, 4)}-12-24`;
  const eve = christmasEve >= today ? christmasEve : `${Number(today.slice(0, 4)) + 1}-12-24`;
  add(
    'hours-day',
    {
      es: `¿Qué horario tienen el ${dayMonth(eve, 'es')}?`,
      en: `What are your hours on ${dayMonth(eve, 'en').replace(/^./, (c) => c.toUpperCase())}?`,
      fr: `Quel est votre horaire le ${dayMonth(eve, 'fr')} ?`,
    },
    dayChecks(f, eve, weekDayOf(eve)),
  );

  // The week.
  const openDays = f.schedule.filter((entry) => entryOf(f, entry.day));
  const weekChecks = {
    must: openDays.flatMap((entry) => [
      says(`${entry.day} open`, entry.open),
      says(`${entry.day} close`, entry.close),
    ]),
    mustNot: [
      onlyTimes(openDays.flatMap((entry) => [entry.open, entry.close])),
      matches('"open now"', OPEN_NOW[lang], true),
    ],
  };
  add(
    'hours-week',
    {
      es: '¿Cuál es su horario?',
      en: 'What are your opening hours?',
      fr: 'Quels sont vos horaires ?',
    },
    weekChecks,
  );
  add(
    'hours-week',
    { es: '¿Qué horarios manejan?', en: 'When are you open?', fr: 'Quand êtes-vous ouverts ?' },
    weekChecks,
  );

  // Now: the about page's rule.
  for (const at of late ? [now, late] : [now]) {
    const state = openState(f.schedule, f.holidays, f.timeZone, at.getTime());
    const checks = state.open
      ? {
          must: [matches('"open now"', OPEN_NOW[lang]), says('closing time', state.closesAt)],
          mustNot: [matches('closed', CLOSED[lang], true)],
        }
      : {
          must: [
            matches('closed', CLOSED[lang]),
            ...(state.opensAt ? [says('next opening', state.opensAt.time)] : []),
          ],
          mustNot: [matches('"open now"', OPEN_NOW[lang], true)],
        };
    for (const question of [
      {
        es: '¿Están abiertos ahora?',
        en: 'Are you open right now?',
        fr: 'Êtes-vous ouverts en ce moment ?',
      },
      {
        es: '¿Está abierto el restaurante en este momento?',
        en: 'Are you currently open?',
        fr: 'C’est ouvert maintenant ?',
      },
    ])
      add('open-now', question, checks, at);
  }

  // Closed days and holidays.
  const closedDays = f.schedule.filter((entry) => !entryOf(f, entry.day)).map((entry) => entry.day);
  add(
    'closed-days',
    {
      es: '¿Qué días cierran?',
      en: 'Which days are you closed?',
      fr: 'Quels jours êtes-vous fermés ?',
    },
    {
      must: [
        ...closedDays.map((day) => says(`closed on ${day}`, d[day])),
        ...f.holidays.map((holiday) => says('a holiday', holiday.name)),
      ],
      mustNot: [
        ...openDays.map((entry) => says(`${entry.day} named as closed`, d[entry.day], true)),
        matches('"open now"', OPEN_NOW[lang], true),
      ],
    },
  );
  for (const holiday of f.holidays) {
    const date = holiday.date.length === 5 ? `${today.slice(0, 4)}-${holiday.date}` : holiday.date;
    const closed = {
      must: [matches('closed', CLOSED[lang]), says('the holiday', holiday.name)],
      mustNot: [onlyTimes([]), matches('"open now"', OPEN_NOW[lang], true)],
    };
    add(
      'holiday',
      {
        es: `¿Abren el ${holiday.name}?`,
        en: `Are you open on ${holiday.name}?`,
        fr: `Êtes-vous ouverts à la ${holiday.name} ?`,
      },
      closed,
    );
    add(
      'holiday',
      {
        es: `¿Abren el ${dayMonth(date, 'es')}?`,
        en: `Are you open on ${dayMonth(date, 'en').replace(/^./, (c) => c.toUpperCase())}?`,
        fr: `Êtes-vous ouverts le ${dayMonth(date, 'fr')} ?`,
      },
      closed,
    );
  }
  add(
    'holiday',
    {
      es: '¿Qué días feriados cierran?',
      en: 'Which holidays are you closed?',
      fr: 'Quels jours fériés êtes-vous fermés ?',
    },
    {
      must: f.holidays.map((holiday) => says('a holiday', holiday.name)),
      mustNot: [onlyTimes([]), matches('"open now"', OPEN_NOW[lang], true)],
    },
  );

  // Events: by name, by kind, by date, the next ones; drafts and past ones are not dated.
  const eventDate = (event: { date: string }) => says('the event date', dayMonth(event.date, lang));
  const others = (event: { title: string }) =>
    f.upcoming
      .filter((candidate) => candidate.title !== event.title)
      .map((candidate) => says(`another event (${candidate.title})`, candidate.title, true));
  for (const event of f.upcoming) {
    add(
      'event',
      {
        es: `¿Cuándo es la ${event.title}?`,
        en: `When is ${event.title}?`,
        fr: `C’est quand, ${event.title} ?`,
      },
      { must: [says('the title', event.title), eventDate(event)], mustNot: others(event) },
    );
  }
  for (const [word, ask] of [
    [
      'karaoke',
      {
        es: '¿Cuándo hay karaoke?',
        en: 'When is the next karaoke?',
        fr: 'C’est quand, le karaoké ?',
      },
    ],
    [
      'mariachi',
      {
        es: '¿Cuándo tocan los mariachis?',
        en: 'When is the mariachi night?',
        fr: 'Quand est la soirée mariachi ?',
      },
    ],
    [
      'salsa',
      {
        es: '¿Cuándo hay salsa en vivo?',
        en: 'When is the live salsa?',
        fr: 'Quand est la soirée salsa ?',
      },
    ],
  ] as const) {
    const event = f.upcoming.find((candidate) => fold(candidate.title).includes(word));
    if (event)
      add('event', ask, {
        must: [says('the title', event.title), eventDate(event)],
        mustNot: others(event),
      });
  }
  const karaoke = f.upcoming.find((candidate) => fold(candidate.title).includes('karaoke'));
  if (karaoke)
    add(
      'event',
      {
        es: '¿Qué día es el karaoke?',
        en: 'What day is the karaoke?',
        fr: 'Quel jour a lieu le karaoké ?',
      },
      { must: [eventDate(karaoke)], mustNot: others(karaoke) },
    );
  const first = f.upcoming[0];
  if (first) {
    add(
      'event',
      {
        es: '¿Tienen música en vivo?',
        en: 'Do you have live music?',
        fr: 'Avez-vous de la musique live ?',
      },
      { must: [says('the next event', first.title), eventDate(first)], mustNot: [] },
    );
    add(
      'event',
      {
        es: `¿Qué eventos hay el ${dayMonth(first.date, 'es')}?`,
        en: `What events are on ${dayMonth(first.date, 'en').replace(/^./, (c) => c.toUpperCase())}?`,
        fr: `Quels événements y a-t-il le ${dayMonth(first.date, 'fr')} ?`,
      },
      { must: [says('the title', first.title)], mustNot: others(first) },
    );
    add(
      'event',
      {
        es: '¿Qué eventos tienen próximamente?',
        en: 'What events are coming up?',
        fr: 'Quels sont vos prochains événements ?',
      },
      { must: [says('the next event', first.title), eventDate(first)], mustNot: [] },
    );
  }
  const quiet = addDays(today, 2);
  if (!f.upcoming.some((event) => event.date === quiet))
    add(
      'event',
      {
        es: `¿Hay algún evento el ${dayMonth(quiet, 'es')}?`,
        en: `Is there any event on ${dayMonth(quiet, 'en').replace(/^./, (c) => c.toUpperCase())}?`,
        fr: `Y a-t-il un événement le ${dayMonth(quiet, 'fr')} ?`,
      },
      {
        must: [],
        mustNot: f.upcoming.map((event) =>
          says(`an event of another day (${event.title})`, event.title, true),
        ),
      },
    );
  for (const event of f.hidden) {
    add(
      'event',
      {
        es: `¿Cuándo es la ${event.title}?`,
        en: `When is the ${event.title}?`,
        fr: `C’est quand, la ${event.title} ?`,
      },
      {
        must: [says("the tenant's unknown answer", f.unknown)],
        mustNot: [says('a hidden date', dayMonth(event.date, lang), true), onlyTimes([])],
      },
    );
  }

  // The menu: a dish's price, what it is made of, a section, a service's price.
  const priced = f.items.filter(
    (item) => item.kind === 'products' && typeof item.price === 'number',
  );
  const picks = [0, 6, 13, 21, 30].map((at) => priced[at]).filter((item): item is Item => !!item);
  for (const item of picks) {
    add(
      'price',
      {
        es: `¿Cuánto cuesta ${item.name}?`,
        en: `How much is the ${item.name}?`,
        fr: `Combien coûte ${item.name} ?`,
      },
      {
        must: [says('the price', priceText(item.price!, lang))],
        mustNot: [onlyPrices([item.price!])],
      },
    );
  }
  for (const item of picks.slice(1, 3)) {
    add(
      'price',
      {
        es: `¿Cuál es el precio de ${item.name}?`,
        en: `What does the ${item.name} cost?`,
        fr: `Quel est le prix de ${item.name} ?`,
      },
      {
        must: [says('the price', priceText(item.price!, lang))],
        mustNot: [onlyPrices([item.price!])],
      },
    );
  }
  for (const item of picks.slice(0, 2)) {
    add(
      'menu',
      {
        es: `¿Qué ingredientes lleva ${item.name}?`,
        en: `What is in the ${item.name}?`,
        fr: `Qu’y a-t-il dans ${item.name} ?`,
      },
      { must: [says('the description', item.description)], mustNot: [onlyPrices([item.price!])] },
    );
  }
  const sections = [...new Set(priced.map((item) => item.subcategory))].filter(Boolean);
  for (const section of [sections[0], sections[sections.length - 1]]) {
    if (!section) continue;
    const inSection = f.items.filter((item) => item.subcategory === section);
    add(
      'menu',
      {
        es: `¿Qué hay en la sección ${section} del menú?`,
        en: `What is in the ${section} section of the menu?`,
        fr: `Qu’y a-t-il dans la section ${section} du menu ?`,
      },
      {
        must: inSection.slice(0, 3).map((item) => says('an item of the section', item.name)),
        mustNot: [
          onlyPrices(
            inSection.flatMap((item) => (typeof item.price === 'number' ? [item.price] : [])),
          ),
        ],
      },
    );
  }
  const service = f.items.find(
    (item) => item.kind === 'services' && typeof item.price === 'number',
  );
  if (service)
    add(
      'price',
      {
        es: `¿Cuánto cuesta ${service.name}?`,
        en: `How much does the ${service.name} cost?`,
        fr: `Quel est le prix de ${service.name} ?`,
      },
      {
        must: [says('the price', priceText(service.price!, lang))],
        mustNot: [onlyPrices([service.price!])],
      },
    );

  // Diets: the FAQ's word and the menu's marked items; what the data has not, not known.
  const vegetarianFaq = f.faq.find((entry) => / vegetari/.test(fold(entry.question)));
  const vegetarianItems = f.items.filter((item) =>
    / vegetari/.test(fold(`${item.name} ${item.description}`)),
  );
  add(
    'dietary',
    {
      es: '¿Tienen opciones vegetarianas?',
      en: 'Do you have vegetarian options?',
      fr: 'Avez-vous des options végétariennes ?',
    },
    {
      must: [
        ...(vegetarianFaq ? [says('the FAQ answer', vegetarianFaq.answer)] : []),
        ...vegetarianItems.map((item) => says('a vegetarian item', item.name)),
      ],
      mustNot: [says("the tenant's unknown answer", f.unknown)],
    },
  );
  add(
    'dietary',
    {
      es: '¿Tienen platillos vegetarianos sin carne?',
      en: 'Any veggie dishes?',
      fr: 'Avez-vous des plats végétariens ?',
    },
    {
      must: vegetarianItems.map((item) => says('a vegetarian item', item.name)),
      mustNot: [says("the tenant's unknown answer", f.unknown)],
    },
  );
  for (const [word, ask] of [
    [
      / vegan| vegetalien/,
      {
        es: '¿Tienen platillos veganos?',
        en: 'Do you have vegan dishes?',
        fr: 'Avez-vous des plats végétaliens ?',
      },
    ],
    [
      / gluten/,
      {
        es: '¿Tienen opciones sin gluten?',
        en: 'Do you have gluten-free options?',
        fr: 'Avez-vous des options sans gluten ?',
      },
    ],
  ] as const) {
    const known = f.items.some((item) => word.test(fold(`${item.name} ${item.description}`)));
    if (!known) add('dietary', ask, unknownChecks(f));
  }

  // The FAQ by what it means, not by shared words.
  const petsFaq = f.faq.find((entry) => / (?:mascota|pet|animaux)/.test(fold(entry.question)));
  if (petsFaq) {
    for (const ask of [
      {
        es: '¿Puedo llevar a mi perro a la terraza?',
        en: 'Can I bring my dog on the patio?',
        fr: 'Puis-je amener mon chien sur la terrasse ?',
      },
      { es: '¿Aceptan perros?', en: 'Are dogs allowed?', fr: 'Les chiens sont-ils acceptés ?' },
      { es: '¿Se admiten mascotas?', en: 'Do you allow pets?', fr: 'Acceptez-vous les animaux ?' },
    ])
      add('faq', ask, {
        must: [says('the FAQ answer', petsFaq.answer)],
        mustNot: [onlyTimes([]), onlyPrices([])],
      });
  }

  // Booking: the party size limit, a big group calls, how far ahead.
  const { max, daysAhead, noticeMinutes } = f.booking;
  const big = max + 5;
  add(
    'booking',
    {
      es: `¿Puedo reservar mesa para ${big} personas?`,
      en: `Can I book a table for ${big} people?`,
      fr: `Puis-je réserver une table pour ${big} personnes ?`,
    },
    {
      must: [says('the online limit', String(max)), says('the phone', f.phone)],
      mustNot: [says("the tenant's unknown answer", f.unknown), onlyPrices([])],
    },
  );
  add(
    'booking',
    {
      es: 'Somos un grupo de 40, ¿podemos reservar?',
      en: 'We are a group of 40, can we reserve?',
      fr: 'Nous sommes un groupe de 40, peut-on réserver ?',
    },
    40 > max
      ? { must: [says('the online limit', String(max)), says('the phone', f.phone)], mustNot: [] }
      : { must: [says('the party', '40')], mustNot: [] },
  );
  add(
    'booking',
    {
      es: 'Quiero reservar una mesa para 4 personas',
      en: 'I would like to book a table for 4 people',
      fr: 'Je voudrais réserver une table pour 4 personnes',
    },
    {
      must: [says('the party', '4'), says('the online limit', String(max))],
      mustNot: [says("the tenant's unknown answer", f.unknown)],
    },
  );
  const small = Math.min(12, max);
  add(
    'booking',
    {
      es: `¿Aceptan reservaciones para ${small} personas?`,
      en: `Do you take reservations for ${small}?`,
      fr: `Peut-on réserver pour ${small} personnes ?`,
    },
    {
      must: [says('the party', String(small)), says('the online limit', String(max))],
      mustNot: [says("the tenant's unknown answer", f.unknown)],
    },
  );
  add(
    'booking',
    {
      es: '¿Con cuánta anticipación puedo reservar?',
      en: 'How far in advance can I book?',
      fr: 'Combien de temps à l’avance puis-je réserver ?',
    },
    {
      must: [says('days ahead', String(daysAhead)), says('notice', String(noticeMinutes / 60))],
      mustNot: [says("the tenant's unknown answer", f.unknown)],
    },
  );
  add(
    'booking',
    {
      es: '¿Cómo hago una reservación?',
      en: 'How do I make a reservation?',
      fr: 'Comment faire une réservation ?',
    },
    { must: [says('the online limit', String(max))], mustNot: [onlyPrices([])] },
  );

  // Delivery and contact.
  add(
    'delivery',
    {
      es: '¿Tienen servicio a domicilio?',
      en: 'Do you deliver?',
      fr: 'Faites-vous la livraison ?',
    },
    { must: f.platforms.map((platform) => says('a delivery platform', platform.url)), mustNot: [] },
  );
  add(
    'contact',
    {
      es: '¿Cuál es su número de teléfono?',
      en: 'What is your phone number?',
      fr: 'Quel est votre numéro de téléphone ?',
    },
    { must: [says('the phone', f.phone)], mustNot: [] },
  );
  add(
    'contact',
    {
      es: '¿Cuál es su correo electrónico?',
      en: 'What is your e-mail address?',
      fr: 'Quelle est votre adresse courriel ?',
    },
    { must: [says('the e-mail', f.email)], mustNot: [] },
  );
  add(
    'contact',
    { es: '¿Dónde están ubicados?', en: 'Where are you located?', fr: 'Où êtes-vous situés ?' },
    { must: [says('the street', f.street)], mustNot: [] },
  );
  add(
    'contact',
    { es: '¿Tienen Instagram?', en: 'Are you on Instagram?', fr: 'Êtes-vous sur Instagram ?' },
    { must: [says('the instagram', f.instagram)], mustNot: [] },
  );

  // What the data does not hold: "I don't know" and the lead offer, no neighbouring fact.
  // A dish that shares a word with one of the menu is not that dish.
  const shared = priced.find((item) => item.name.split(' ').length >= 2);
  if (shared) {
    const word = shared.name.split(' ').at(-1)!;
    const named = f.items.some((item) => fold(item.name).includes(' pizza '));
    if (!named)
      add(
        'unknown',
        {
          es: `¿Cuánto cuesta la pizza de ${word}?`,
          en: `How much is the ${word} pizza?`,
          fr: `Combien coûte la pizza au ${word} ?`,
        },
        unknownChecks(f),
      );
  }

  for (const ask of [
    {
      es: '¿Tienen estacionamiento?',
      en: 'Do you have parking?',
      fr: 'Avez-vous un stationnement ?',
    },
    { es: '¿Tienen wifi gratis?', en: 'Is there free wifi?', fr: 'Avez-vous le wifi gratuit ?' },
    { es: '¿Aceptan bitcoin?', en: 'Do you take bitcoin?', fr: 'Acceptez-vous le bitcoin ?' },
    {
      es: '¿Tienen menú para niños?',
      en: 'Do you have a kids menu?',
      fr: 'Avez-vous un menu pour enfants ?',
    },
    {
      es: '¿Hay estacionamiento para bicicletas?',
      en: 'Where can I park my car?',
      fr: 'Où puis-je stationner ma voiture ?',
    },
  ])
    add('unknown', ask, unknownChecks(f));
  return cases;
}

export async function seededAssistantApp(today = EVAL_NOW): Promise<FastifyInstance> {
  const app = await buildTestApp();
  // Both demo tenants as `pnpm start` seeds them: content, catalogue, surveys.
  await seedDemo(app.documents, app.blobs, today);
  return app;
}

export const LANGUAGES = ['es', 'en', 'fr'] as const;

/** Every case of both demo tenants, read from their data as of `now`. */
export async function buildCases(app: FastifyInstance, now: Date, late: Date | null) {
  const cases: EvalCase[] = [];
  for (const lang of LANGUAGES) {
    const [main, restaurant] = await Promise.all([
      readFacts(app, 'default', lang, now),
      readFacts(app, 'restaurant', lang, now),
    ]);
    cases.push(...casesFor(main, restaurant, now, late), ...casesFor(restaurant, main, now, late));
  }
  return cases;
}

let address = 0;

/** Asks one question through POST /api/ai-chat, as the widget does, from its own address. */
export async function ask(
  app: FastifyInstance,
  tenant: Tenant,
  lang: ChatLanguage,
  question: string,
) {
  address += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai-chat',
    headers: { host: HOSTS[tenant], 'content-type': 'application/json', 'x-locale': lang },
    payload: JSON.stringify({ userMessage: question, locale: lang }),
    remoteAddress: `10.77.${(address >> 8) & 255}.${address & 255}`,
  });
  return res.json<{ reply: string; locale: string; topic: string }>();
}

/**
 * Asks every case and scores it. `setNow` moves the route's clock to a case's moment (the test's
 * fake Date); without it the cases are asked at the real now and built for it.
 */
export async function runEvaluation(
  app: FastifyInstance,
  { setNow }: { setNow?: (at: Date) => void } = {},
) {
  const now = setNow ? EVAL_NOW : new Date();
  setNow?.(now);
  const cases = await buildCases(app, now, setNow ? LATE_NOW : null);
  // A running server is warm: the first answers (module JIT, SQLite statement cache, the
  // tenant's data in the public reads' cache) are not timed.
  for (const tenant of ['default', 'restaurant'] as const)
    for (const lang of LANGUAGES) await ask(app, tenant, lang, 'hola');
  const outcomes: EvalOutcome[] = [];
  for (const item of cases) {
    setNow?.(item.at);
    const started = performance.now();
    const body = await ask(app, item.tenant, item.lang, item.question);
    const ms = performance.now() - started;
    const missing = item.must.filter((check) => !check.test(body.reply)).map((c) => c.label);
    const hits = item.mustNot.filter((check) => check.test(body.reply));
    const rightLanguage = body.locale === item.lang;
    outcomes.push({
      tenant: item.tenant,
      lang: item.lang,
      kind: item.kind,
      question: item.question,
      pass: rightLanguage && !missing.length && !hits.length,
      wrongFact: hits.some((check) => check.wrong),
      missing: rightLanguage ? missing : [...missing, `answered in ${body.locale}`],
      said: hits.map((check) => check.label),
      reply: body.reply,
      locale: body.locale,
      topic: body.topic,
      ms,
    });
  }
  // The answerer alone (the assistant port, the tenant's data already read), as the route calls it.
  const answererMs: number[] = [];
  for (const item of cases) {
    setNow?.(item.at);
    const started = performance.now();
    await app.assistant.answer({
      docs: app.documents.forTenant(item.tenant),
      question: item.question,
      lang: item.lang,
    });
    answererMs.push(performance.now() - started);
  }
  setNow?.(EVAL_NOW);
  const score = (list: EvalOutcome[]) => {
    const passed = list.filter((outcome) => outcome.pass).length;
    return { total: list.length, passed, accuracy: list.length ? passed / list.length : 0 };
  };
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, score(outcomes.filter((o) => o.lang === lang))]),
  ) as Record<ChatLanguage, ReturnType<typeof score>>;
  const byKind = Object.fromEntries(
    [...new Set(outcomes.map((o) => o.kind))].map((kind) => [
      kind,
      score(outcomes.filter((o) => o.kind === kind)),
    ]),
  ) as Record<EvalKind, ReturnType<typeof score>>;
  const latency = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      percentiles(outcomes.filter((o) => o.lang === lang).map((o) => o.ms)),
    ]),
  ) as Record<ChatLanguage, Percentiles>;
  const all = percentiles(outcomes.map((o) => o.ms));
  return {
    outcomes,
    byLanguage,
    byKind,
    latency,
    p50Ms: all.p50,
    p95Ms: all.p95,
    answerer: percentiles(answererMs),
  };
}

export interface Percentiles {
  p50: number;
  p95: number;
}

/** Nearest-rank percentiles of a list of times (0 for an empty list). */
export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * The first answer after a write (the tenant's cached data forgotten, as any staff save does):
 * each question answered right after `publicReads.forget`, so each one reads the store.
 */
export async function coldAnswers(app: FastifyInstance) {
  const cases = await buildCases(app, new Date(), null);
  const times: number[] = [];
  for (const item of cases) {
    app.publicReads.forget(item.tenant);
    const started = performance.now();
    await ask(app, item.tenant, item.lang, item.question);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}
