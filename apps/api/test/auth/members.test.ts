import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthEmulator, uniqueEmail } from '../support/auth-emulator.js';
import { bearer, buildAuthTestApp, type Callers, createCallers, people } from './auth-test-app.js';

/** The access control tab's API: superadmins manage each tenant's admins, every change logged. */
let app: FastifyInstance;
let emulator: AuthEmulator;
let callers: Callers;
beforeAll(async () => {
  ({ app, emulator } = await buildAuthTestApp());
  callers = await createCallers(emulator);
});
afterAll(() => app.close());

interface MemberList {
  tenant: string;
  members: { email: string; role: string; addedBy: string; addedAt: string }[];
  changes: { action: string; email: string; by: string; at: string }[];
}

const RESTAURANT = 'localhost:3002';
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who = callers.owner,
  payload?: object,
  host = RESTAURANT,
  locale = 'es',
) =>
  app.inject({
    method,
    url,
    headers: { host, 'x-locale': locale, ...bearer(who) },
    ...(payload ? { payload } : {}),
  });

describe('/api/admin/members', () => {
  it('lets a superadmin add an admin by e-mail, who then acts on that tenant only', async () => {
    const email = uniqueEmail('new-admin');
    const account = await emulator.account(email, { verified: true });
    const before = Date.now();
    const added = await call('POST', '/api/admin/members', callers.owner, {
      email: `  ${email.toUpperCase()} `,
    });
    expect(added.statusCode).toBe(201);
    const list = added.json<MemberList>();
    expect(list.tenant).toBe('restaurant');
    const member = list.members.find((m) => m.email === email);
    expect(member).toMatchObject({ role: 'admin', addedBy: people.owner });
    expect(Date.parse(member!.addedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(list.changes[0]).toMatchObject({ action: 'added', email, by: people.owner });

    // At once (the lookup cache is forgotten on change), on restaurant only.
    const settings = await call('GET', '/api/admin/settings', account);
    expect(settings.statusCode).toBe(200);
    const elsewhere = await call(
      'GET',
      '/api/admin/settings',
      account,
      undefined,
      'localhost:3000',
    );
    expect(elsewhere.statusCode).toBe(403);

    const again = await call(
      'POST',
      '/api/admin/members',
      callers.owner,
      { email },
      RESTAURANT,
      'en',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'That address is already an admin of this restaurant.',
    );
  });

  it('removes an admin, logs who and when, and the role goes at once', async () => {
    const email = uniqueEmail('leaving');
    const account = await emulator.account(email, { verified: true });
    await call('POST', '/api/admin/members', callers.owner, { email });
    expect((await call('GET', '/api/admin/settings', account)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/admin/members/${encodeURIComponent(email)}`);
    expect(removed.statusCode).toBe(200);
    const list = removed.json<MemberList>();
    expect(list.members.map((m) => m.email)).not.toContain(email);
    expect(list.changes[0]).toMatchObject({ action: 'removed', email, by: people.owner });
    expect(list.changes.filter((change) => change.email === email).map((c) => c.action)).toEqual([
      'removed',
      'added',
    ]);
    expect((await call('GET', '/api/admin/settings', account)).statusCode).toBe(403);

    const missing = await call(
      'DELETE',
      `/api/admin/members/${encodeURIComponent(email)}`,
      callers.owner,
      undefined,
      RESTAURANT,
      'fr',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(
      'Cette adresse n’est pas administratrice de ce restaurant.',
    );
  });

  it('gives an unverified account no role even once added', async () => {
    const email = uniqueEmail('unverified');
    const account = await emulator.account(email);
    await call('POST', '/api/admin/members', callers.owner, { email });
    expect((await call('GET', '/api/acl/role', account)).json()).toEqual({ role: 'user' });
  });

  it('answers a bad address with a translated 400 and stores nothing', async () => {
    const res = await call('POST', '/api/admin/members', callers.owner, { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    const extra = await call('POST', '/api/admin/members', callers.owner, {
      email: uniqueEmail('x'),
      role: 'superadmin',
    });
    expect(extra.statusCode).toBe(400);
    const list = (await call('GET', '/api/admin/members')).json<MemberList>();
    expect(list.members.map((m) => m.email)).not.toContain('not-an-email');
  });

  it('is for superadmins only: an admin gets 403, and each tenant keeps its own list', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/members'],
      ['POST', '/api/admin/members'],
      ['DELETE', '/api/admin/members/a%40example.com'],
    ] as const) {
      const res = await call(
        method,
        url,
        callers.staff,
        method === 'POST' ? { email: 'a@example.com' } : undefined,
        'localhost:3000',
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const onDefault = (
      await call('GET', '/api/admin/members', callers.owner, undefined, 'localhost:3000')
    ).json<MemberList>();
    expect(onDefault.tenant).toBe('default');
    expect(onDefault.members).toEqual([]);
  });
});
