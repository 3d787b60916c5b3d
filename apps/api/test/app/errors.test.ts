import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ErrorBody } from '../../src/plugins/app/errors.js';
import { buildTestApp } from '../helper.js';

// Routes that exist only in this test, to drive the one error handler through each path.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '6' }, (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      { config: { access: 'public' }, schema: { body: z.object({ name: z.string().min(1) }) } },
      (req) => req.body,
    );
    typed.get('/api/test/boom', { config: { access: 'public' } }, () => {
      throw new Error('secret database password leaked in a message');
    });
    typed.get('/api/test/conflict', { config: { access: 'public' } }, () => {
      throw scope.httpErrors.conflict('That slug is taken.');
    });
  });
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a schema violation with 400, the issues and a translated message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '' },
      headers: { 'x-locale': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Les données envoyées ne sont pas valides.');
    expect(body.error.issues).toEqual([expect.objectContaining({ path: 'name' })]);
  });

  it('answers malformed JSON with 400 in the caller’s language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name":',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(
      'El cuerpo de la solicitud no es JSON válido.',
    );
  });

  it('passes a 4xx message through with its code', async () => {
    const res = await app.inject({ url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'That slug is taken.' } });
  });

  it('never leaks the text of a 5xx', async () => {
    const res = await app.inject({ url: '/api/test/boom', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error.' } });
  });

  it('answers a malformed URL with 400 in our shape, translated', async () => {
    const res = await app.inject({ url: '/es/%E0%A4%A', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toEqual({
      error: { code: 'BAD_REQUEST', message: "L'adresse demandée n'est pas valide." },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe('NOT_FOUND');
  });

  it('limits the rate of API calls with 429 and a translated message', async () => {
    let last;
    for (let i = 0; i < 8; i += 1)
      last = await app.inject({ url: '/api/client-config', headers: { 'x-locale': 'en' } });
    expect(last?.statusCode).toBe(429);
    expect(last?.json<ErrorBody>().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a moment.',
    });
  });
});
