import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ContractDriftError } from './endpoint';
import { listEvents } from './endpoints/events';
import { sendJson, startLocalApi, stopLocalApi } from './testing/local-api';

const PORT = 4319;
const client = createApiClient({ baseUrl: `http://127.0.0.1:${PORT}` });
const seen: string[] = [];
let answer: unknown;
let server: Server;

beforeAll(async () => {
  server = await startLocalApi(PORT, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    sendJson(res, 200, answer);
  });
});
afterAll(() => stopLocalApi(server));

describe('an endpoint called through its contract', () => {
  it('sends the route and query the contract names and returns the parsed answer', async () => {
    answer = { when: 'past', today: '2026-11-23', timeZone: 'America/Toronto', events: [] };
    const list = await listEvents({ query: { when: 'past', limit: 5 } }, { client });
    expect(list).toEqual(answer);
    expect(seen.at(-1)).toBe('GET /api/events?when=past&limit=5');
    expect(listEvents.route).toBe('GET /api/events');
  });

  it('fails when the answer drifts from the contract (development and tests parse every answer)', async () => {
    answer = { when: 'past', today: '2026-11-23', events: 'none' };
    const call = listEvents({ query: { when: 'past' } }, { client });
    await expect(call).rejects.toBeInstanceOf(ContractDriftError);
    await expect(call).rejects.toMatchObject({ route: 'GET /api/events' });
  });
});
