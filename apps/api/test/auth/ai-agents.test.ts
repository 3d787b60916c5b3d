import { defaultAiAgent } from '@bar/domain/ai-agent';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { withClaims } from '../support/auth-emulator.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from './auth-test-app.js';

type ErrorBody = { error: { code: string; message: string } };

// The empty configuration: every field's default (the domain schema's).
const DEFAULTS = defaultAiAgent();

let app: FastifyInstance;
let documents: DocumentStore;
let callers: Callers;
beforeAll(async () => {
  // The root store lives inside the app's context; a test scope there hands it out.
  const built = await buildAuthTestApp((scope) => {
    documents = scope.documents;
  });
  app = built.app;
  callers = await createCallers(built.emulator);
});
afterAll(() => app.close());

const getAgent = (id: string, headers: Record<string, string> = {}, port = 3000) =>
  app.inject({
    url: `/api/admin/ai-agents/${id}?_=${Date.now()}`,
    headers: { host: `localhost:${port}`, ...headers },
  });

describe('GET /api/admin/ai-agents/:agentId — who may call it', () => {
  it('answers 401 without a token, with the error shape and a Bearer challenge', async () => {
    const res = await getAgent('default');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Falta el token de acceso o no es válido. Inicia sesión de nuevo.',
      },
    });
  });

  it('answers 401 to a garbled or expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    for (const token of [
      'garbage',
      withClaims(callers.owner.idToken, { exp: past, iat: past - 60 }),
    ]) {
      const res = await getAgent('default', bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>().error.code).toBe('UNAUTHORIZED');
    }
  });

  it.each(['guest', 'user', 'unverifiedOwner'] as const)('answers 403 to %s', async (who) => {
    const res = await getAgent('default', bearer(callers[who]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Permisos insuficientes o token inválido.' },
    });
  });

  it.each([
    ['en', 'Insufficient permissions or invalid token.'],
    ['fr', 'Permissions insuffisantes ou jeton invalide.'],
    ['es-MX', 'Permisos insuficientes o token inválido.'],
  ])('translates the 403 text for %s', async (locale, message) => {
    const res = await getAgent('default', { ...bearer(callers.user), 'accept-language': locale });
    expect(res.json<ErrorBody>().error.message).toBe(message);
  });

  it('translates the 401 text through x-locale', async () => {
    const res = await getAgent('default', { 'x-locale': 'en' });
    expect(res.json<ErrorBody>().error.message).toBe(
      'The access token is missing or not valid. Please sign in again.',
    );
  });

  it.each(['staff', 'owner'] as const)('answers 200 to %s, never cached', async (who) => {
    const res = await getAgent('default', bearer(callers[who]));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('checks the role before validating the id', async () => {
    expect((await getAgent('bad.id', bearer(callers.user))).statusCode).toBe(403);
    expect((await getAgent('bad.id')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/ai-agents/:agentId — what it answers', () => {
  it('answers the defaults for a missing agent (empty configuration)', async () => {
    const res = await getAgent('nobody-here', bearer(callers.staff));
    expect(res.json()).toEqual({ id: 'nobody-here', ...DEFAULTS });
  });

  it('merges a stored agent over the defaults', async () => {
    await documents.forTenant('default').set('ai_agents/lupita', {
      displayName: 'Lupita',
      welcome: '¡Bienvenido!',
      openai: { temperature: 0.2 },
      params: { tone: 'warm' },
      internalNote: 'not part of the schema',
    });
    const res = await getAgent('lupita', bearer(callers.owner));
    expect(res.json()).toEqual({
      id: 'lupita',
      ...DEFAULTS,
      displayName: 'Lupita',
      welcome: '¡Bienvenido!',
      openai: { ...DEFAULTS.openai, temperature: 0.2 },
      params: { tone: 'warm' },
    });
  });

  it('reads the agent of the caller’s tenant only', async () => {
    await documents
      .forTenant('restaurant')
      .set('ai_agents/default', { displayName: 'Restaurant bot' });
    const restaurant = await getAgent('default', bearer(callers.staff), 3002);
    expect(restaurant.json()).toMatchObject({ id: 'default', displayName: 'Restaurant bot' });
    const other = await getAgent('default', bearer(callers.staff), 3000);
    expect(other.json()).toEqual({ id: 'default', ...DEFAULTS });
  });

  it.each(['a.b', 'x'.repeat(65), 'a%20b', '%C3%B1'])('rejects the id %j with 400', async (id) => {
    const res = await getAgent(id, bearer(callers.staff));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
  });
});
