import type { ClientConfig } from '@bar/domain/client-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

/** The back office's "Home" link comes from webUrl: each tenant's points at its own site. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ WEB_URL: 'http://localhost:3000' });
});
afterAll(() => app.close());

const webUrlOn = async (port: number) =>
  (await app.inject({ url: '/api/client-config', headers: hostOf(port) })).json<ClientConfig>()
    .webUrl;

describe('the client config', () => {
  it('gives each back office its own tenant’s public site', async () => {
    // localhost:3001 is the default tenant's back office, 3003 the restaurant's.
    expect(await webUrlOn(3001)).toBe('http://localhost:3000');
    expect(await webUrlOn(3003)).toBe('http://localhost:3002');
    expect(await webUrlOn(3002)).toBe('http://localhost:3002');
  });
});
