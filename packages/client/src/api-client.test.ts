import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { checkAdminAccess, checkAdminAccessQueryOptions } from './check-admin-access';
import { fetchSignedInRole } from './get-role';
import { sendJson, startLocalApi, stopLocalApi } from './testing/local-api';

const PORT = 4310;
const client = createApiClient({ baseUrl: `http://127.0.0.1:${PORT}` });
let server: Server;
const seen: { url?: string; auth?: string; locale?: string | string[] }[] = [];

beforeAll(async () => {
  server = await startLocalApi(PORT, (req, res) => {
    seen.push({ url: req.url, auth: req.headers.authorization, locale: req.headers['x-locale'] });
    const url = new URL(req.url ?? '/', 'http://x');
    const token = req.headers.authorization?.replace('Bearer ', '');
    if (url.pathname === '/api/acl/role') {
      if (token === 'broken') return sendJson(res, 500, { error: { code: 'x', message: 'boom' } });
      const roles: Record<string, string> = { admin: 'admin', odd: 'wizard' };
      return sendJson(res, 200, { role: token ? (roles[token] ?? 'user') : 'anon' });
    }
    if (url.pathname === '/api/admin/ai-agents/default') {
      if (!token)
        return sendJson(res, 401, { error: { code: 'unauthorized', message: 'Sin token' } });
      if (token !== 'admin')
        return sendJson(res, 403, { error: { code: 'forbidden', message: '' } });
      return sendJson(res, 200, { id: 'default' });
    }
    if (url.pathname === '/api/plain') {
      res.writeHead(502);
      return res.end('bad gateway');
    }
    sendJson(res, 404, { error: { code: 'not_found', message: 'Nada', issues: [{ path: 'x' }] } });
  });
});

afterAll(() => stopLocalApi(server));

describe('api client', () => {
  it('parses the error shape into an ApiError', async () => {
    const error = await client.get('/api/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Nada' });
    expect((error as ApiError).issues).toEqual([{ path: 'x' }]);
  });

  it('survives a body that is not JSON', async () => {
    const error = await client.get('/api/plain').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: '' });
  });

  it('sends the bearer from the getter unless the call overrides it', async () => {
    const withGetter = createApiClient({
      baseUrl: `http://127.0.0.1:${PORT}`,
      getToken: () => Promise.resolve('admin'),
    });
    await withGetter.get('/api/acl/role');
    expect(seen.at(-1)?.auth).toBe('Bearer admin');
    await withGetter.get('/api/acl/role', { token: null });
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('reports a network failure with status 0', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:4399' });
    await expect(offline.get('/api/acl/role')).rejects.toMatchObject({ status: 0 });
  });
});

describe('role', () => {
  it('maps answers, unknown values and failures', async () => {
    expect(await fetchSignedInRole('admin', client)).toBe('admin');
    expect(await fetchSignedInRole('someone', client)).toBe('user');
    expect(await fetchSignedInRole('odd', client)).toBe('user');
    expect(await fetchSignedInRole('broken', client)).toBe('user');
  });
});

describe('admin access', () => {
  it('is allowed on 200 and busts caches with a timestamp', async () => {
    expect(await checkAdminAccess('admin', 'default', client)).toEqual({ status: 'allowed' });
    expect(seen.at(-1)?.url).toMatch(/^\/api\/admin\/ai-agents\/default\?_=\d+$/);
  });

  it('is denied with the server text on 401/403', async () => {
    expect(await checkAdminAccess(null, 'default', client)).toEqual({
      status: 'denied',
      message: 'Sin token',
    });
    expect(await checkAdminAccess('user', 'default', client)).toEqual({
      status: 'denied',
      message: '',
    });
  });

  it("asks in the page's language, so the server's text comes back in it", async () => {
    await checkAdminAccess('user', 'default', client, 'fr');
    expect(seen.at(-1)?.locale).toBe('fr');
    await checkAdminAccess('user', 'default', client);
    expect(seen.at(-1)?.locale).toBeUndefined();
  });

  it('keeps the verdict of the same account across a language change, never for another one', async () => {
    const queries = new QueryClient();
    const options = (uid: string, locale: string) =>
      checkAdminAccessQueryOptions(uid, () => Promise.resolve(uid), 'admin', client, locale);
    const observer = new QueryObserver(queries, options('admin', 'es'));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    expect(observer.getCurrentResult().data).toEqual({ status: 'allowed' });

    observer.setOptions(options('admin', 'fr'));
    expect(observer.getCurrentResult()).toMatchObject({
      data: { status: 'allowed' },
      isPlaceholderData: true,
    });
    await observer.refetch();

    observer.setOptions(options('user', 'fr'));
    expect(observer.getCurrentResult().data).toBeUndefined();
    await observer.refetch();
    expect(observer.getCurrentResult().data).toEqual({ status: 'denied', message: '' });
    unsubscribe();
    queries.clear();
  });

  it('reports a network failure apart', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:4399' });
    expect(await checkAdminAccess('admin', 'default', offline)).toEqual({
      status: 'network-error',
    });
  });
});
