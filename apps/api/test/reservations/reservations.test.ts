import type { ErrorAnswer, StateAnswer } from '../support/answers.js';
import { todayIn } from '@bar/domain/events/dates';
import { addDays } from '@bar/domain/reservations/slots';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

const TZ = 'America/Toronto';
const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
  (day) => ({ day, open: '12:00', close: '23:00', closed: false }),
);

let sink: SmtpSink;
let app: FastifyInstance;
let tomorrow: string;
let address = 0;

/** Each guest posts from its own address, so the per-client rate limit is not what answers. */
const post = (body: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: body,
    headers,
    remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
  });

const guest = (over: object = {}) => ({
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '416-555-0199',
  date: tomorrow,
  time: '19:00',
  reason: 'birthday',
  guests: 4,
  message: 'Ventana, por favor',
  locale: 'es',
  ...over,
});

const availability = async (date: string) =>
  (await app.inject({ url: `/api/reservations/availability?date=${date}` })).json<{
    slots: { time: string; left: number }[];
    closed: boolean;
  }>();
const leftAt = async (date: string, time: string) =>
  (await availability(date)).slots.find((slot) => slot.time === time)?.left;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({
    MAIL_DRIVER: 'smtp',
    SMTP_URL: sink.url,
    STAFF_NOTIFY_EMAILS: 'staff@cantina.test',
  });
  tomorrow = addDays(todayIn(TZ), 1);
});
afterAll(async () => {
  await app.close();
  await sink.close();
});
beforeEach(async () => {
  const docs = app.documents.forTenant('default');
  await docs.recursiveDelete();
  await docs.set('branding/default', {
    company: { brandName: 'Cantina Test' },
    contact: {
      email: 'hola@cantina.test',
      phone: '416 555 0100',
      address: { street: 'Queen St', number: '200', city: 'Toronto' },
    },
    schedule: everyDay,
    holidays: [{ name: 'Cerrado', date: addDays(todayIn(TZ), 3) }],
  });
  await docs.set('settings/default', {
    booking: { capacityPerSlot: 10, maxPartySize: 8, minNoticeMinutes: 60, maxDaysAhead: 30 },
  });
});

describe('POST /api/reservations: checks', () => {
  it('answers the spec texts for the phone and the guests, per language', async () => {
    const phone = await post(guest({ phone: '0165550199', locale: 'en' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json<ErrorAnswer>().error.message).toBe('Must be 10 digits and not start with 0');
    expect(phone.json<ErrorAnswer>().error.issues[0]?.path).toBe('phone');
    const guests = await post(guest({ guests: 200, locale: 'en' }));
    expect(guests.json<ErrorAnswer>().error.message).toBe('Between 1 and 199');
    const fr = await post(guest({ guests: 0, locale: 'fr' }));
    expect(fr.json<ErrorAnswer>().error.message).toBe('Entre 1 et 199');
  });

  it('checks fields in the spec order: the name comes before the phone', async () => {
    const res = await post(guest({ name: ' ', phone: 'x', locale: 'en' }));
    expect(res.json<ErrorAnswer>().error.issues[0]).toMatchObject({
      path: 'name',
      message: 'Please enter your name.',
    });
  });

  it('refuses closed days, holidays, past and far days, odd times and big parties', async () => {
    const yesterday = addDays(todayIn(TZ), -1);
    const messages = async (body: object) =>
      (await post(guest({ ...body, locale: 'en' }))).json<ErrorAnswer>().error.message;
    expect(await messages({ date: yesterday })).toBe(
      'That time has passed. Please choose another.',
    );
    expect(await messages({ date: addDays(todayIn(TZ), 3) })).toBe(
      'We are closed that day. Please choose another date.',
    );
    expect(await messages({ date: addDays(todayIn(TZ), 31) })).toBe(
      'We take reservations up to 30 days ahead.',
    );
    expect(await messages({ time: '19:10' })).toBe('Choose one of the available times.');
    expect(await messages({ guests: 9 })).toBe(
      'For parties of more than 8 guests, please call us.',
    );
    expect(await app.documents.forTenant('default').count('reservations')).toBe(0);
  });

  it('stores nothing for a filled honeypot but answers like a success', async () => {
    const res = await post(guest({ website: 'http://spam' }));
    expect(res.statusCode).toBe(201);
    expect(await app.documents.forTenant('default').count('reservations')).toBe(0);
  });
});

describe('POST /api/reservations: booking, mail and cancel link', () => {
  it('stores a pending reservation, mails the guest an .ics and a cancel link, notifies staff; the link cancels and frees the slot', async () => {
    const res = await post(guest({ email: 'lia@example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<unknown>()).toMatchObject({
      ok: true,
      state: 'pending',
      message: 'Reserva enviada',
    });
    expect(await leftAt(tomorrow, '19:00')).toBe(6);

    const mail = await sink.waitFor('lia@example.com');
    expect(mail.subject).toBe('Recibimos tu reserva — Cantina Test');
    expect(mail.text).toContain('4 personas');
    expect(mail.html).toContain('Cantina Test');
    const ics = mail.attachments.find((file) => file.filename === 'reservation.ics');
    expect(ics?.content.toString()).toContain('BEGIN:VEVENT');
    // The address in the Canadian order (number first) in the mail's footer and the calendar.
    expect(mail.text).toContain('200 Queen St, Toronto');
    expect(ics?.content.toString()).toContain('LOCATION:200 Queen St\\, Toronto');
    const staff = await sink.waitFor('staff@cantina.test');
    expect(staff.text).toContain('lia@example.com');
    // The staff's mail in words: the reason translated, one full stop after the time.
    expect(staff.text).toContain('Motivo: Cumpleaños.');
    expect(staff.text).not.toMatch(/\.\.(?!\.)/);
    expect(mail.text).not.toMatch(/[ap]\.\s?m\.\./);
    await sink.waitFor('hola@cantina.test');

    const link = /https?:\/\/\S+\/es\/reservas\?cancel=(\S+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    const shown = await app.inject({
      url: `/api/reservations/by-token?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json<unknown>()).toMatchObject({
      date: tomorrow,
      time: '19:00',
      guests: 4,
      state: 'pending',
    });

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<StateAnswer>().state).toBe('cancelled');
    expect(await leftAt(tomorrow, '19:00')).toBe(10);
    const again = await app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token },
    });
    expect(again.json<StateAnswer>().state).toBe('cancelled');
    expect(await leftAt(tomorrow, '19:00')).toBe(10);
    await expect
      .poll(
        () =>
          sink.received.filter((m) => m.subject === 'Tu reserva fue cancelada — Cantina Test')
            .length,
      )
      .toBe(1);
  });

  it('refuses a forged or foreign cancel token', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      headers: { 'x-locale': 'en' },
      payload: { token: 'ZGVmYXVsdC94.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ErrorAnswer>().error.message).toBe('This link is not valid.');
  });

  it('answers the first reservation again for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'double-click-0001' };
    const first = await post(guest(), headers);
    const second = await post(guest(), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<StateAnswer>().id).toBe(first.json<StateAnswer>().id);
    expect(await leftAt(tomorrow, '19:00')).toBe(6);
  });

  it('never overbooks a slot under concurrent requests, and offers the next free slots', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(guest({ guests: 1, email: `g${i}@example.com` }))),
    );
    const created = results.filter((r) => r.statusCode === 201);
    const full = results.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(full).toHaveLength(30);
    expect(await app.documents.forTenant('default').count('reservations')).toBe(10);
    expect(await leftAt(tomorrow, '19:00')).toBe(0);
    const body = full[0]?.json<{
      error: { code: string; message: string };
      next: { date: string; time: string }[];
    }>();
    expect(body?.error).toMatchObject({
      code: 'SLOT_FULL',
      message: 'Esa hora está completa. Prueba una de las siguientes.',
    });
    expect(body?.next[0]).toEqual({ date: tomorrow, time: '19:30' });
  });
});

describe('a burst of 2,000 reservations', () => {
  it('from one client: throttled, never a 500, never over the slot', async () => {
    const one = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: guest({ guests: 1, email: `burst${i}@example.com` }),
        remoteAddress: '10.9.9.9',
      });
    const results = await Promise.all(Array.from({ length: 2000 }, (_, i) => one(i)));
    const statuses = new Set(results.map((r) => r.statusCode));
    expect([...statuses].every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect(statuses.has(429)).toBe(true);
    expect(await app.documents.forTenant('default').count('reservations')).toBeLessThanOrEqual(10);
  }, 120_000);

  it('from 2,000 clients at once: exactly the capacity is booked, the rest told the slot is full', async () => {
    const results = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        post(guest({ guests: 1, email: `c${i}@example.com` })),
      ),
    );
    const count = (status: number) => results.filter((r) => r.statusCode === status).length;
    expect(count(201)).toBe(10);
    expect(count(409)).toBe(1990);
    expect(await app.documents.forTenant('default').count('reservations')).toBe(10);
    expect(await leftAt(tomorrow, '19:00')).toBe(0);
  }, 120_000);
});

describe('the booking feature flag', () => {
  it('off: the form calls answer 404 in the guest language and nothing is stored; on again: bookings resume', async () => {
    const docs = app.documents.forTenant('default');
    await docs.set(
      'settings/default',
      { faculties: { booking: false }, booking: { capacityPerSlot: 10, maxPartySize: 8 } },
      { merge: true },
    );
    const refused = await post(guest(), { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorAnswer>().error).toMatchObject({
      code: 'BOOKING_DISABLED',
      message: 'Online reservations are not available on this site.',
    });
    const slots = await app.inject({
      url: `/api/reservations/availability?date=${tomorrow}`,
      headers: { 'x-locale': 'fr' },
    });
    expect(slots.statusCode).toBe(404);
    expect(slots.json<ErrorAnswer>().error.message).toBe(
      'Les réservations en ligne ne sont pas disponibles sur ce site.',
    );
    expect(await docs.query('reservations')).toHaveLength(0);

    await docs.set('settings/default', { faculties: { booking: true } }, { merge: true });
    expect((await post(guest())).statusCode).toBe(201);
  });
});
