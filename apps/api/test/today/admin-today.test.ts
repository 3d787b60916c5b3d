import { todayIn } from '@bar/domain/events/dates';
import { addDays } from '@bar/domain/reservations/slots';
import type { AdminToday } from '@bar/domain/api/today';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { authEnv, bearer, createCallers, type Callers } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

// A zone fourteen hours ahead of UTC: for most of the UTC day its date is not UTC's, so a
// summary counted in UTC (or in the default zone) would show the wrong day.
const TZ = 'Pacific/Kiritimati';
const DAY = 86_400_000;
let app: FastifyInstance;
let callers: Callers;
let today: string;

const reservation = (id: string, date: string, guests: number, state: string, time = '20:00') => ({
  id,
  name: `Guest ${id}`,
  email: `${id}@example.com`,
  phone: '4165550199',
  date,
  time,
  reason: 'dinner',
  guests,
  message: '',
  locale: 'en',
  state,
  staffNote: '',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

const survey = (experience: number, at: number) => ({
  success: true,
  locale: 'es',
  ts: at,
  comment: '',
  name: 'Ana',
  answers: {
    ratings: { experience, flavor: 3, service: 3, waitTime: 3, atmosphere: 3, price: 3 },
    wouldRecommend: true,
    wouldReturn: true,
    howHeard: 'other',
  },
});

const feedback = (rating: number, at: number) => ({
  eventId: 'e1',
  eventSlug: 'karaoke',
  eventTitle: 'Karaoke',
  rating,
  comment: '',
  name: 'Leo',
  email: 'leo@example.com',
  phone: '',
  consent: true,
  locale: 'en',
  createdAt: new Date(at).toISOString(),
});

beforeAll(async () => {
  const host = inject('authEmulatorHost');
  app = await buildTestApp(authEnv(host));
  callers = await createCallers(authEmulator(host));
  today = todayIn(TZ);
  const docs = app.documents.forTenant('default');
  await docs.set('settings/default', { timeZone: TZ });
  const now = Date.now();
  await Promise.all([
    docs.set('reservations/r1', reservation('r1', today, 4, 'confirmed', '19:00')),
    docs.set('reservations/r2', reservation('r2', today, 2, 'pending')),
    docs.set('reservations/r3', reservation('r3', today, 6, 'declined')),
    docs.set('reservations/r4', reservation('r4', addDays(today, 3), 5, 'confirmed')),
    docs.set('reservations/r5', reservation('r5', addDays(today, 8), 9, 'confirmed')),
    docs.set('reservations/r6', reservation('r6', addDays(today, -1), 3, 'confirmed')),
    docs.set('surveys/s1', survey(5, now - 2 * DAY)),
    docs.set('surveys/s2', survey(3, now - 40 * DAY)),
    docs.set('surveys/s3', survey(1, now - 120 * DAY)),
    docs.set('eventFeedback/f1', feedback(4, now - 10 * DAY)),
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/admin/today', () => {
  it("sums the week in the tenant's time zone, with the ratings of 30 and 90 days", async () => {
    const res = await app.inject({ url: '/api/admin/today', headers: bearer(callers.staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AdminToday>();
    expect(body.timeZone).toBe(TZ);
    expect(body.today).toBe(today);
    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(today, i)),
    );
    // Today: three reservations; the declined one holds no covers.
    expect(body.days[0]).toEqual({ date: today, reservations: 3, covers: 6 });
    expect(body.days[3]).toEqual({ date: addDays(today, 3), reservations: 1, covers: 5 });
    expect(body.days.reduce((n, d) => n + d.reservations, 0)).toBe(4);
    expect(body.reservations.map((r) => [r.time, r.name, r.guests, r.state])).toEqual([
      ['19:00', 'Guest r1', 4, 'confirmed'],
      ['20:00', 'Guest r2', 2, 'pending'],
      ['20:00', 'Guest r3', 6, 'declined'],
    ]);
    expect(body.ratings.last30).toEqual({
      days: 30,
      count: 2,
      average: 4.5,
      stars: [0, 0, 0, 1, 1],
    });
    expect(body.ratings.last90).toEqual({ days: 90, count: 3, average: 4, stars: [0, 0, 1, 1, 1] });
    expect(body.unanswered).toEqual({ groups: 0, latest: [] });
  });

  it('lists the questions the assistant could not answer, asked through the chat', async () => {
    const ask = (message: string) =>
      app.inject({ method: 'POST', url: '/api/ai-chat', payload: { message, locale: 'es' } });
    expect((await ask('¿Tienen estacionamiento para bicicletas de carga?')).statusCode).toBe(200);
    expect((await ask('¿tienen estacionamiento para bicicletas de carga')).statusCode).toBe(200);
    const res = await app.inject({ url: '/api/admin/today', headers: bearer(callers.staff) });
    const { unanswered } = res.json<AdminToday>();
    expect(unanswered.groups).toBe(1);
    expect(unanswered.latest).toHaveLength(1);
    expect(unanswered.latest[0]?.count).toBe(2);
    expect(unanswered.latest[0]?.question).toMatch(/bicicletas de carga/i);
  });

  it('is for staff only', async () => {
    const anonymous = await app.inject({ url: '/api/admin/today' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const user = await app.inject({ url: '/api/admin/today', headers: bearer(callers.user) });
    expect(user.statusCode).toBe(403);
    const owner = await app.inject({ url: '/api/admin/today', headers: bearer(callers.owner) });
    expect(owner.statusCode).toBe(200);
  });
});
