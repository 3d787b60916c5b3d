import type { ErrorAnswer, StateAnswer } from '../support/answers.js';

interface StaffList {
  capacityPerSlot: number;
  covers: Record<string, number>;
  reservations: { email: string; state: string }[];
}
import { todayIn } from '@bar/domain/events/dates';
import { addDays } from '@bar/domain/reservations/slots';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { authEnv, bearer, people } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator, type TestAccount } from '../support/auth-emulator.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

const TZ = 'America/Toronto';
let sink: SmtpSink;
let app: FastifyInstance;
let staff: TestAccount;
let date: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  const host = inject('authEmulatorHost');
  app = await buildTestApp({ ...authEnv(host), MAIL_DRIVER: 'smtp', SMTP_URL: sink.url });
  staff = await authEmulator(host).account(people.staff, { verified: true });
  date = addDays(todayIn(TZ), 2);
  const docs = app.documents.forTenant('default');
  await docs.set('branding/default', {
    company: { brandName: 'Cantina Test' },
    schedule: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
      (day) => ({
        day,
        open: '12:00',
        close: '23:00',
        closed: false,
      }),
    ),
  });
  await docs.set('settings/default', { booking: { capacityPerSlot: 12 } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const book = (email: string, guests: number) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: {
      name: 'Eva',
      email,
      phone: '4165550199',
      date,
      time: '20:00',
      reason: 'dinner',
      guests,
      locale: 'en',
    },
  });

describe('staff side of reservations, subscribers and outbox', () => {
  it('lists reservations with covers per slot, confirms one with a note and mails the guest', async () => {
    const id = (await book('eva@example.com', 5)).json<StateAnswer>().id;
    await book('max@example.com', 3);
    const list = await app.inject({ url: '/api/admin/reservations', headers: bearer(staff) });
    expect(list.statusCode).toBe(200);
    const body = list.json<StaffList>();
    expect(body.capacityPerSlot).toBe(12);
    expect(body.covers[`${date} 20:00`]).toBe(8);
    expect(body.reservations.map((r) => r.email)).toEqual(['eva@example.com', 'max@example.com']);

    const confirm = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/state`,
      headers: bearer(staff),
      payload: { state: 'confirmed', note: 'Terrace table' },
    });
    expect(confirm.json<unknown>()).toMatchObject({
      state: 'confirmed',
      staffNote: 'Terrace table',
    });
    await expect
      .poll(
        () =>
          sink.received.find((m) => m.subject === 'Your reservation is confirmed — Cantina Test')
            ?.text,
      )
      .toContain('A note from our team: Terrace table');

    const pending = await app.inject({
      url: '/api/admin/reservations?state=pending',
      headers: bearer(staff),
    });
    expect(pending.json<StaffList>().reservations.map((r) => r.email)).toEqual(['max@example.com']);

    const decline = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/state`,
      headers: bearer(staff),
      payload: { state: 'declined' },
    });
    expect(decline.json<StateAnswer>().state).toBe('declined');
    const after = await app.inject({ url: '/api/admin/reservations', headers: bearer(staff) });
    expect(after.json<StaffList>().covers[`${date} 20:00`]).toBe(3);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/state`,
      headers: { ...bearer(staff), 'x-locale': 'en' },
      payload: { state: 'confirmed' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().error.message).toBe('This reservation can no longer change.');
  });

  it('lists the outbox and resends a message', async () => {
    const outbox = await app.inject({ url: '/api/admin/outbox', headers: bearer(staff) });
    const entries = outbox.json<{ entries: { id: string; state: string; kind: string }[] }>()
      .entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.state === 'sent')).toBe(true);
    const before = sink.received.length;
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${entries[0]?.id}/resend`,
      headers: bearer(staff),
    });
    expect(resend.json<unknown>()).toMatchObject({ state: 'sent', attempts: 2 });
    await expect.poll(() => sink.received.length).toBe(before + 1);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/outbox/nope/resend',
      headers: bearer(staff),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports subscribers as CSV, by state', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        name: '=cmd',
        email: 'zoe@example.com',
        consent: true,
        page: 'emailmarketing',
        locale: 'fr',
      },
    });
    const list = await app.inject({
      url: '/api/admin/subscribers?state=pending',
      headers: bearer(staff),
    });
    expect(list.json<{ subscribers: unknown[] }>().subscribers).toHaveLength(1);
    const csv = await app.inject({
      url: '/api/admin/subscribers/export.csv',
      headers: bearer(staff),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'email,name,phone,locale,state,createdAt,confirmedAt,unsubscribedAt,consentAt,consentPage',
    );
    expect(lines[1]).toMatch(/^zoe@example.com,'=cmd,,fr,pending,.*,emailmarketing$/);
    const none = await app.inject({
      url: '/api/admin/subscribers?state=confirmed',
      headers: bearer(staff),
    });
    expect(none.json<{ subscribers: unknown[] }>().subscribers).toEqual([]);
    const anon = await app.inject({ url: '/api/admin/subscribers/export.csv' });
    expect(anon.statusCode).toBe(401);
  });

  it('erases a subscriber with their consent record; an unknown one is 404', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { name: 'Ivo', email: 'ivo@example.com', consent: true, page: 'land', locale: 'es' },
    });
    const list = await app.inject({ url: '/api/admin/subscribers', headers: bearer(staff) });
    const ivo = list
      .json<{ subscribers: { id: string; email: string }[] }>()
      .subscribers.find((s) => s.email === 'ivo@example.com');
    expect(ivo).toBeDefined();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${ivo?.id}`,
      headers: bearer(staff),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      removed.json<{ subscribers: { email: string }[] }>().subscribers.map((s) => s.email),
    ).not.toContain('ivo@example.com');
    expect(await app.documents.forTenant('default').get(`subscribers/${ivo?.id}`)).toBeNull();
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${ivo?.id}`,
      headers: { ...bearer(staff), 'x-locale': 'fr' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorAnswer>().error.message).toBeTruthy();
    const anon = await app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${ivo?.id}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('booking settings', () => {
  const availability = async () =>
    (await app.inject({ url: `/api/reservations/availability?date=${date}` })).json<{
      capacityPerSlot: number;
      maxPartySize: number;
      slots: { time: string }[];
    }>();
  const patch = (booking: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...bearer(staff), 'x-locale': 'en' },
      payload: { booking },
    });

  it('a saved change reaches the public slots at once and keeps a version', async () => {
    const before = await availability();
    expect(before.slots.map((s) => s.time)).toContain('20:30');
    const saved = await patch({ slotMinutes: 60, capacityPerSlot: 30, maxPartySize: 8 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ settings: { booking: unknown } }>().settings.booking).toMatchObject({
      slotMinutes: 60,
      capacityPerSlot: 30,
      maxPartySize: 8,
    });
    const after = await availability();
    expect(after.capacityPerSlot).toBe(30);
    expect(after.maxPartySize).toBe(8);
    expect(after.slots.map((s) => s.time)).toContain('20:00');
    expect(after.slots.map((s) => s.time)).not.toContain('20:30');
    const versions = await app.inject({
      url: '/api/admin/settings/versions',
      headers: bearer(staff),
    });
    expect(JSON.stringify(versions.json())).toContain('versions');
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: {
        name: 'Leo',
        email: 'leo@example.com',
        phone: '4165550199',
        date,
        time: '20:00',
        reason: 'dinner',
        guests: 9,
        locale: 'en',
      },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses out-of-range values and unknown keys with 400, storing nothing', async () => {
    const stored = await app.documents.forTenant('default').get('settings/default');
    for (const bad of [
      { slotMinutes: 0 },
      { capacityPerSlot: -1 },
      { maxPartySize: 500 },
      { maxDaysAhead: 1.5 },
      { minNoticeMinutes: 'soon' },
      { surprise: true },
    ]) {
      const res = await patch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<ErrorAnswer>().error.code).toBe('VALIDATION_ERROR');
    }
    const after = await app.documents.forTenant('default').get('settings/default');
    expect(after?.booking).toEqual(stored?.booking);
  });
});
