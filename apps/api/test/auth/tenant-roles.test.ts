import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addMember, removeMember } from '../../src/repositories/members.js';
import { buildTestApp } from '../helper.js';
import { type AuthEmulator, type TestAccount, uniqueEmail } from '../support/auth-emulator.js';
import {
  authEnv,
  bearer,
  buildAuthTestApp,
  type Callers,
  createCallers,
  people,
} from './auth-test-app.js';

/** Roles per tenant: superadmins everywhere, the e-mail lists on BOOTSTRAP_TENANT, members elsewhere. */
let app: FastifyInstance;
let emulator: AuthEmulator;
let callers: Callers;
/** HARD_ADMIN_EMAILS: an admin of the bootstrap tenant (default) and of nothing else. */
let hard: TestAccount;
beforeAll(async () => {
  ({ app, emulator } = await buildAuthTestApp());
  callers = await createCallers(emulator);
  hard = await emulator.account(people.hard, { verified: true });
});
afterAll(() => app.close());

const DEFAULT = 'localhost:3000';
const RESTAURANT = 'localhost:3002';

const roleOn = async (host: string, headers: Record<string, string>, target = app) => {
  const res = await target.inject({ url: '/api/acl/role', headers: { host, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json<{ role: string }>().role;
};

describe('roles per tenant', () => {
  it('keeps the listed admin an admin of the bootstrap tenant only', async () => {
    expect(await roleOn(DEFAULT, bearer(hard))).toBe('admin');
    expect(await roleOn(RESTAURANT, bearer(hard))).toBe('user');
    // Staff is listed too, and a member of restaurant besides (TEST_MEMBERS).
    expect(await roleOn(RESTAURANT, bearer(callers.staff))).toBe('admin');
  });

  it('lets a superadmin act on every tenant', async () => {
    expect(await roleOn(DEFAULT, bearer(callers.owner))).toBe('superadmin');
    expect(await roleOn(RESTAURANT, bearer(callers.owner))).toBe('superadmin');
    const res = await app.inject({
      url: '/api/admin/settings',
      headers: { host: RESTAURANT, ...bearer(callers.owner) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an admin of default every admin route of restaurant with 403', async () => {
    for (const url of ['/api/admin/settings', '/api/admin/branding', '/api/admin/events']) {
      const res = await app.inject({ url, headers: { host: RESTAURANT, ...bearer(hard) } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    }
    const write = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { host: RESTAURANT, ...bearer(hard) },
      payload: {},
    });
    expect(write.statusCode).toBe(403);
  });

  it('makes a verified member an admin of its tenant only, until removed', async () => {
    const email = uniqueEmail('member');
    const member = await emulator.account(email, { verified: true });
    const restaurant = app.documents.forTenant('restaurant');
    expect(await roleOn(RESTAURANT, bearer(member))).toBe('user');

    await addMember(restaurant, email.toUpperCase(), 'owner@example.com');
    app.members.forget('restaurant', email);
    expect(await roleOn(RESTAURANT, bearer(member))).toBe('admin');
    expect(await roleOn(DEFAULT, bearer(member))).toBe('user');
    const settings = await app.inject({
      url: '/api/admin/settings',
      headers: { host: RESTAURANT, ...bearer(member) },
    });
    expect(settings.statusCode).toBe(200);
    const other = await app.inject({
      url: '/api/admin/settings',
      headers: { host: DEFAULT, ...bearer(member) },
    });
    expect(other.statusCode).toBe(403);

    await removeMember(restaurant, email, 'owner@example.com');
    app.members.forget('restaurant', email);
    expect(await roleOn(RESTAURANT, bearer(member))).toBe('user');
  });

  it('gives an unverified member no role', async () => {
    const email = uniqueEmail('unverified-member');
    const account = await emulator.account(email);
    await addMember(app.documents.forTenant('restaurant'), email, 'owner@example.com');
    app.members.forget('restaurant', email);
    expect(await roleOn(RESTAURANT, bearer(account))).toBe('user');
  });

  it('does not let X-Forwarded-Host pick another tenant without TRUST_PROXY', async () => {
    const email = uniqueEmail('forwarded');
    const member = await emulator.account(email, { verified: true });
    await addMember(app.documents.forTenant('restaurant'), email, 'owner@example.com');
    app.members.forget('restaurant', email);
    // The staff of default, with the restaurant's host in X-Forwarded-Host, still acts on default.
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { host: DEFAULT, 'x-forwarded-host': RESTAURANT, ...bearer(hard) },
      payload: { pwa: { name: 'Default via forwarded' } },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await app.documents.forTenant('restaurant').get('settings/default')).toBeNull();
    // The restaurant's member on the default host with the header: user.
    expect(await roleOn(DEFAULT, { 'x-forwarded-host': RESTAURANT, ...bearer(member) })).toBe(
      'user',
    );
  });
});

describe('BOOTSTRAP_TENANT', () => {
  it('names the tenant the e-mail lists administer', async () => {
    const { TEST_MEMBERS: _members, ...env } = authEnv(inject('authEmulatorHost'));
    const other = await buildTestApp({ ...env, BOOTSTRAP_TENANT: 'restaurant' });
    try {
      expect(await roleOn(RESTAURANT, bearer(hard), other)).toBe('admin');
      expect(await roleOn(DEFAULT, bearer(hard), other)).toBe('user');
    } finally {
      await other.close();
    }
  });
});
