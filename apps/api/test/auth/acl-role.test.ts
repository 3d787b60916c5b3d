import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthEmulator, uniqueEmail, withClaims } from '../support/auth-emulator.js';
import { bearer, buildAuthTestApp, type Callers, createCallers, people } from './auth-test-app.js';

let app: FastifyInstance;
let emulator: AuthEmulator;
let callers: Callers;
beforeAll(async () => {
  ({ app, emulator } = await buildAuthTestApp());
  callers = await createCallers(emulator);
});
afterAll(() => app.close());

const roleOf = async (headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/api/acl/role', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ role: string }>().role;
};

describe('GET /api/acl/role', () => {
  it('answers anon without a token', async () => {
    expect(await roleOf()).toBe('anon');
  });

  it('answers anon to an anonymous guest', async () => {
    expect(await roleOf(bearer(callers.guest))).toBe('anon');
  });

  it('answers user to an unverified sign-up with the owner’s address', async () => {
    expect(await roleOf(bearer(callers.unverifiedOwner))).toBe('user');
  });

  it('answers superadmin to the same account once verified (fresh token)', async () => {
    expect(callers.owner.uid).toBe(callers.unverifiedOwner.uid);
    expect(await roleOf(bearer(callers.owner))).toBe('superadmin');
  });

  it('answers admin to verified staff, and user to any other verified account', async () => {
    expect(await roleOf(bearer(callers.staff))).toBe('admin');
    expect(await roleOf(bearer(callers.user))).toBe('user');
  });

  it('answers admin to a hard admin and to an address of an admin domain, once verified', async () => {
    const hard = await emulator.account(people.hard, { verified: true });
    const domainVerified = await emulator.account(`ana@${people.domain}`, { verified: true });
    const domainUnverified = await emulator.account(`luis@${people.domain}`);
    expect(await roleOf(bearer(hard))).toBe('admin');
    expect(await roleOf(bearer(domainVerified))).toBe('admin');
    expect(await roleOf(bearer(domainUnverified))).toBe('user');
  });

  it('compares addresses without regard to case (the lists are written in capitals here)', async () => {
    // The settings hold the owner's address in upper case and staff as "Staff-…"; the tokens carry lower case.
    expect(callers.owner.email).toBe(people.owner);
    expect(await roleOf(bearer(callers.owner))).toBe('superadmin');
    const mixed = await emulator.account(uniqueEmail('MiXeD', people.domain.toUpperCase()), {
      verified: true,
    });
    expect(await roleOf(bearer(mixed))).toBe('admin');
  });

  it('answers anon to a token that does not verify, rather than an error', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect(await roleOf(bearer('not-a-token'))).toBe('anon');
    expect(
      await roleOf(bearer(withClaims(callers.owner.idToken, { exp: past, iat: past - 60 }))),
    ).toBe('anon');
    expect(await roleOf(bearer(withClaims(callers.owner.idToken, { aud: 'other-project' })))).toBe(
      'anon',
    );
    expect(await roleOf({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })).toBe(
      'anon',
    );
  });

  it('never sends the staff lists to the browser', async () => {
    const res = await app.inject({ url: '/api/acl/role', headers: bearer(callers.owner) });
    expect(res.body).toBe('{"role":"superadmin"}');
    const docs = await app.inject({ url: '/api/docs/json' });
    const client = await app.inject({ url: '/api/client-config' });
    for (const body of [docs.body, client.body]) {
      expect(body).not.toContain(people.owner);
      expect(body.toLowerCase()).not.toContain(people.domain);
    }
  });

  it('is documented in OpenAPI with the bearer scheme', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(spec.paths['/api/acl/role']?.get?.security).toEqual([{ bearer: [] }, {}]);
    expect(spec.paths['/api/admin/ai-agents/{agentId}']?.get?.security).toEqual([{ bearer: [] }]);
  });
});
