import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';

/**
 * Auth out of reach, for real: the Admin SDK fetches Google's token keys through an HTTPS proxy
 * (FIREBASE_HTTPS_PROXY) that is a TCP server which accepts and never answers, or a port where
 * nothing listens. A token that looks like a real one (RS256 with a key id) makes the SDK fetch
 * the keys, so every check meets the fault. firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from
 * the environment when it verifies, so the emulator a shared worker may have set is put aside.
 */
const PROJECT = 'demo-auth-faults';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const token = [
  b64({ alg: 'RS256', kid: 'key-1', typ: 'JWT' }),
  b64({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'staff-1',
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    email: 'staff@example.com',
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
  }),
  Buffer.from('not-a-signature').toString('base64url'),
].join('.');

const headers = {
  host: 'localhost:3000',
  authorization: `Bearer ${token}`,
  'accept-language': 'fr',
};
const timed = async (app: FastifyInstance, url: string) => {
  const started = performance.now();
  const response = await app.inject({ url, headers });
  return { response, ms: performance.now() - started };
};

let emulator: string | undefined;
beforeAll(() => {
  emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
});
afterAll(() => {
  if (emulator !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
});

describe('Auth that accepts connections and never answers', () => {
  const sockets: Socket[] = [];
  let silent: Server;
  let app: FastifyInstance;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    app = await buildTestApp({
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_HTTPS_PROXY: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => silent.close(done));
  });

  it('answers an admin call 503 in its words within the 3 s budget', async () => {
    const { response, ms } = await timed(app, '/api/admin/settings');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'AUTH_UNAVAILABLE',
        message: 'Impossible de vérifier les autorisations sur le serveur.',
      },
    });
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(4000);
  });

  it('answers a public read that carries the token at once: it never asks Auth', async () => {
    const { response, ms } = await timed(app, '/api/bss-effective?locale=fr');
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(1000);
  });

  it("answers the role question as anon once Auth's budget is spent", async () => {
    const { response, ms } = await timed(app, '/api/acl/role');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'anon' });
    expect(ms).toBeLessThan(4000);
  });
});

describe('Auth that refuses connections', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    app = await buildTestApp({
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_HTTPS_PROXY: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => app.close());

  it('answers an admin call with the translated 503, not an internal error', async () => {
    const { response, ms } = await timed(app, '/api/admin/settings');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'AUTH_UNAVAILABLE' } });
    expect(ms).toBeLessThan(3000);
  });
});
