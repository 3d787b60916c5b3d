import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEnv, bearer } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator, uniqueEmail } from '../support/auth-emulator.js';

/** The limiter decides on the route the router chose, and counts refused calls too. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ...authEnv(inject('authEmulatorHost')), RATE_LIMIT_MAX: '3' });
});
afterAll(() => app.close());

const statuses = async (count: number, request: InjectOptions) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await app.inject(request)).statusCode);
  return seen;
};

describe('the rate limit', () => {
  it('limits feedback reached through a percent-encoded path like the plain one', async () => {
    const seen = await statuses(12, {
      method: 'POST',
      url: '/%61pi/events/no-such-event/feedback',
      payload: { name: 'Ana' },
      remoteAddress: '198.51.100.7',
    });
    // The route allows 10 a minute per client; the router decodes %61 to "a".
    expect(seen.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(seen.slice(10)).toEqual([429, 429]);
  });

  it('limits an encoded admin path like the plain one', async () => {
    const seen = await statuses(4, {
      url: '/%61pi/admin/settings',
      remoteAddress: '198.51.100.8',
    });
    expect(seen).toEqual([401, 401, 401, 429]);
  });

  it('counts 401 answers toward the limit', async () => {
    const seen = await statuses(5, { url: '/api/admin/settings', remoteAddress: '198.51.100.9' });
    expect(seen).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts 403 answers toward the limit', async () => {
    const user = await authEmulator(inject('authEmulatorHost')).account(uniqueEmail('limited'), {
      verified: true,
    });
    const seen = await statuses(4, {
      url: '/api/admin/settings',
      headers: bearer(user),
      remoteAddress: '198.51.100.10',
    });
    expect(seen).toEqual([403, 403, 403, 429]);
  });

  it('answers 429 with a translated message', async () => {
    await statuses(3, { url: '/api/events', remoteAddress: '198.51.100.11' });
    const res = await app.inject({
      url: '/api/events',
      remoteAddress: '198.51.100.11',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(429);
  });
});
