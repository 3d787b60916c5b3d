import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_CACHE_TTL_MS, FrontCache } from '../../src/lib/cache/front-cache.js';
import { buildEventsTestApp, dayFromToday, type EventsTestApp } from '../events/events-test-app.js';

// The front cache sits in the HTTP server, before Fastify: these tests talk to a listening
// server over real connections (inject() goes straight to Fastify).

let t: EventsTestApp;
let port = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: 'localhost:3000', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type EventList = { events: { title: string }[] };
const titles = (answer: Answer) =>
  (JSON.parse(answer.body.toString()) as EventList).events.map((event) => event.title);
/** The headers of one exchange: the date, and the rate limit's counters (a replay is not counted). */
const answerHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && !name.startsWith('x-ratelimit-')),
  );

const publish = async (title: string, host = 'localhost:3000') => {
  const res = await t.asStaff({
    method: 'POST',
    url: '/api/admin/events',
    payload: { title, date: dayFromToday(1), status: 'published' },
    headers: { host },
  });
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await buildEventsTestApp();
  await publish('Noche de salsa');
  await publish('Karaoke en Montreal', 'localhost:3002');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ port } = t.app.server.address() as AddressInfo);
});
afterAll(() => t.app.close());

describe('the front cache (cached reads replayed before routing)', () => {
  it('replays the same GET byte for byte: status, headers and body', async () => {
    const first = await get('/api/events?when=upcoming&limit=7');
    const before = t.app.frontCache.replayed;
    const second = await get('/api/events?when=upcoming&limit=7');
    expect(t.app.frontCache.replayed).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers));
    expect(first.headers['x-ratelimit-remaining']).toBeDefined();
    expect(second.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(second.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(titles(second)).toEqual(['Noche de salsa']);
  });

  it('keeps one answer per host (tenant) and per Accept-Encoding', async () => {
    await get('/api/events?when=upcoming&limit=8', { host: 'localhost:3002' });
    const montreal = await get('/api/events?when=upcoming&limit=8', { host: 'localhost:3002' });
    expect(titles(montreal)).toEqual(['Karaoke en Montreal']);
    expect(titles(await get('/api/events?when=upcoming&limit=8'))).toEqual(['Noche de salsa']);

    const branding = '/api/bss-effective?locale=fr';
    const plain = await get(branding);
    await get(branding, { 'accept-encoding': 'br' });
    const before = t.app.frontCache.replayed;
    const [br, again] = await Promise.all([
      get(branding, { 'accept-encoding': 'br' }),
      get(branding),
    ]);
    expect(t.app.frontCache.replayed).toBe(before + 2);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.equals(plain.body)).toBe(true);
  });

  it('forgets everything after a successful write: the next read shows it', async () => {
    const path = '/api/events?when=upcoming&limit=9';
    await get(path);
    expect(titles(await get(path))).toEqual(['Noche de salsa']);
    await publish('Mariachi en vivo');
    const before = t.app.frontCache.replayed;
    const after = await get(path);
    expect(t.app.frontCache.replayed).toBe(before);
    expect(titles(after).sort()).toEqual(['Mariachi en vivo', 'Noche de salsa']);
  });

  it('leaves cross-origin, conditional and signed-in requests to the route', async () => {
    const path = '/api/bss-effective?locale=en';
    const first = await get(path);
    const before = t.app.frontCache.replayed;

    const cors = await get(path, { origin: 'http://localhost:3001' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const foreign = await get(path, { origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const conditional = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(conditional.status).toBe(304);
    expect(conditional.body.length).toBe(0);

    const signedIn = await get(path, { authorization: 'Bearer not-a-token' });
    expect(signedIn.status).toBe(200);
    expect(t.app.frontCache.replayed).toBe(before);
  });

  it('never keeps errors nor routes that did not opt in', async () => {
    await get('/api/health');
    await get('/api/events?when=someday');
    const before = t.app.frontCache.replayed;
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/events?when=someday')).status).toBe(400);
    expect(t.app.frontCache.replayed).toBe(before);
  });
});

describe('FrontCache', () => {
  it('replays an answer for FRONT_CACHE_TTL_MS only', () => {
    let now = 1_000;
    const cache = new FrontCache({ now: () => now });
    const request = { method: 'GET', url: '/x', headers: { host: 'a' } };
    cache.keep(request as never, 200, { 'content-type': 'text/plain' }, 'hola');
    const written: unknown[] = [];
    const response = {
      writeHead: (...args: unknown[]) => written.push(args),
      end: (body: Buffer) => written.push(body.toString()),
    };
    expect(cache.serve(request as never, response as never)).toBe(true);
    expect(written).toEqual([[200, ['content-type', 'text/plain', 'content-length', '4']], 'hola']);
    now += FRONT_CACHE_TTL_MS;
    expect(cache.serve(request as never, response as never)).toBe(false);
  });
});
