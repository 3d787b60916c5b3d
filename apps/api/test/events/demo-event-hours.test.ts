import { brandingFromStored } from '@bar/domain/branding/schema';
import { DEFAULT_TIME_ZONE } from '@bar/domain/events/constants';
import { addDays, type WeekDay, weekDayOf, zonedInstant } from '@bar/domain/hours/clock';
import { openState } from '@bar/domain/hours/open-state';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS, seedTenant } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

/** The week days a title may name, in the site's three languages. */
const DAY_WORDS: Record<WeekDay, string[]> = {
  monday: ['lunes', 'monday', 'lundi'],
  tuesday: ['martes', 'tuesday', 'mardi'],
  wednesday: ['miercoles', 'wednesday', 'mercredi'],
  thursday: ['jueves', 'thursday', 'jeudi'],
  friday: ['viernes', 'friday', 'vendredi'],
  saturday: ['sabado', 'saturday', 'samedi'],
  sunday: ['domingo', 'sunday', 'dimanche'],
};
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const namedDay = (title: string): WeekDay | null => {
  const words = fold(title).split(/[^a-z]+/);
  const days = (Object.keys(DAY_WORDS) as WeekDay[]).filter((day) =>
    DAY_WORDS[day].some((word) => words.includes(word) || words.includes(`${word}s`)),
  );
  return days[0] ?? null;
};

type SeededEvent = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  localized?: Partial<Record<'en' | 'fr', { title?: string }>>;
};

/** What is wrong with each seeded event of a tenant, per the domain clock (empty when nothing). */
async function problems(tenant: string): Promise<string[]> {
  const docs = app.documents.forTenant(tenant);
  const { schedule, holidays } = brandingFromStored(await docs.get('branding/default'));
  const events = (await docs.query('events')).map((snap) => snap.data as SeededEvent);
  expect(events.length).toBe(6);
  const zone = DEFAULT_TIME_ZONE;
  return events.flatMap((event) => {
    const found: string[] = [];
    const start = zonedInstant(event.date, event.startTime, zone).getTime();
    // An end before the start is the next morning (karaoke until 01:00).
    const endDate = event.endTime < event.startTime ? addDays(event.date, 1) : event.date;
    const lastMinute = zonedInstant(endDate, event.endTime, zone).getTime() - 60_000;
    const label = `${tenant}: ${event.title} on ${weekDayOf(event.date)} ${event.date}`;
    if (!openState(schedule, holidays, zone, start).open) found.push(`${label} starts closed`);
    if (!openState(schedule, holidays, zone, lastMinute).open) found.push(`${label} ends closed`);
    for (const language of ['en', 'fr'] as const)
      if (!event.localized?.[language]?.title) found.push(`${label} has no ${language} title`);
    // Its title in every language: a week day one names is the day it falls on.
    for (const title of [event.title, event.localized?.en?.title, event.localized?.fr?.title]) {
      const day = title ? namedDay(title) : null;
      if (day && weekDayOf(event.date) !== day) found.push(`${label} (${title}) is not a ${day}`);
    }
    return found;
  });
}

describe('the demo seed’s events', () => {
  it('start and end while their restaurant is open, on the week day their title names', async () => {
    expect(namedDay('Karaoke de los viernes')).toBe('friday');
    expect(namedDay('Soirée du samedi')).toBe('saturday');
    expect(namedDay('Karaoké du vendredi')).toBe('friday');
    for (const tenant of DEMO_TENANTS) expect(await problems(tenant)).toEqual([]);
  });

  it('stay so whatever day the demo is seeded: every week day, Canada Day, the clock changes', async () => {
    // Three weeks round 1 July 2028 (a Saturday) and 2027 (a Thursday), and both clock changes.
    const days = [
      ...Array.from({ length: 21 }, (_, i) => addDays('2028-06-18', i)),
      ...Array.from({ length: 8 }, (_, i) => addDays('2027-06-24', i)),
      '2026-10-31',
      '2027-03-13',
    ];
    for (const day of days) {
      // Late evening in Toronto: the UTC date is already the next day.
      const today = zonedInstant(day, '22:30', DEFAULT_TIME_ZONE);
      for (const tenant of DEMO_TENANTS) {
        await app.documents.forTenant(tenant).delete('system/seed');
        expect(await seedTenant(app.documents, app.blobs, tenant, today)).toBe(true);
        const found = await problems(tenant);
        expect(found, `seeded on ${day}`).toEqual([]);
        // The upcoming ones come after the day of the seed, the past ones before it.
        const dates = (await app.documents.forTenant(tenant).query('events')).map(
          (snap) => snap.data.date as string,
        );
        expect(dates.filter((date) => date === day)).toEqual([]);
      }
    }
  });
});
